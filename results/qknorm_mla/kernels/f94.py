"""qknorm_mla [small], candidate 94: 2 kernel(s)

Rendered by EqiForge from candidate 94 of qknorm_mla [small]: grid(q.0@0, q.1@1) loop(q.3[16]: sum) loop(q.3[16]: sum) loop(c_kv.1[32]: max) {loop(q.3[16]: sum)} loop(c_kv.1[32]: rescale) {loop(q.3[16]: sum)} [7 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) loop(cut0.3[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: loop cut0.3[64]
    c4: grid q.0@0[2]
    c5: grid q.1@1[4]
    c6: loop q.3[16]
    c7: loop c_kv.1[32]

Run it on its own: `python kernels/f94.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 1, "c5": 2, "c6": 8, "c7": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 64, "c4": 2, "c5": 4, "c6": 16, "c7": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m15_ptr, m15_s0, m15_s1, m15_s2, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m49_ptr, m49_s0, m49_s1, m49_s2, m49_s3, m54_ptr, m54_s0, m54_s1, m54_s2, m58_ptr, m58_s0, m58_s1, m58_s2, m62_ptr, m62_s0, m62_s1, m62_s2, m55_ptr, m55_s0, m55_s1, m55_s2, m67_ptr, m67_s0, m67_s1, m67_s2, buf172_ptr, buf172_s0, buf172_s1, buf172_s2, buf172_s3, E_c4, E_c5, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf172: Combine over grid q.0@0[2], grid q.1@1[4]
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
    t19 = (t14) * (t14)
    t20 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t19, 0.0), axis=2, keep_dims=True)
    t21 = t20 + 6.4e-05
    t22 = tl.rsqrt(t21)
    t23 = (t18) * (t22)
    t24 = tl.reshape(t23, [T_c4, 1, F_n1, F_n0])
    t25 = (t24) * (8.0)
    t26 = tl.permute(t25, (0, 1, 3, 2))
    t27 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], acc12, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t26, 0.0), 2), axis=3)
    acc31 = tl.full([T_c4, T_c5, 1, 1], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t28 = tl.load(m1_ptr + offs_c4[:, None, None, None] * m1_s0 + offs_c5[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t29 = (t28) * (t28)
        t30 = tl.sum(tl.where((offs_c6 < E_c6)[None, None, None, :], t29, 0.0), axis=3, keep_dims=True)
        acc31 = acc31 + t30
    t32 = (acc31) * (0.0625)
    t33 = t32 + 1e-06
    t34 = tl.rsqrt(t33)
    t35 = (t27) * (t34)
    t38 = tl.load(m36_ptr + offs_c4[:, None, None, None] * m36_s0 + offs_c5[None, :, None, None] * m36_s1 + offs_n2[None, None, None, :] * m36_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t39 = -(t38)
    t41 = tl.load(m40_ptr + offs_c4[:, None, None, None] * m40_s0 + offs_c5[None, :, None, None] * m40_s1 + offs_n2[None, None, None, :] * m40_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    i42 = offs_n3[None, None, None, :] + tl.zeros([T_c4, T_c5, 1, F_n3], tl.int32)
    t43 = tl.where(i42 < 4, tl.gather(t39, tl.minimum(i42, F_n2 - 1), 3), tl.gather(t41, tl.minimum(tl.maximum(i42 - 4, 0), F_n2 - 1), 3))
    t46 = tl.load(m44_ptr + offs_n3[None, None, None, :] * m44_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t47 = (t43) * (t46)
    t48 = tl.load(m37_ptr + offs_c4[:, None, None, None] * m37_s0 + offs_c5[None, :, None, None] * m37_s1 + offs_n3[None, None, None, :] * m37_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t51 = tl.load(m49_ptr + offs_n3[None, None, None, :] * m49_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t52 = (t48) * (t51)
    t53 = t47 + t52
    t56 = tl.load(m54_ptr + offs_c4[:, None, None] * m54_s0 + offs_n1[None, :, None] * m54_s1 + offs_n2[None, None, :] * m54_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t57 = -(t56)
    t59 = tl.load(m58_ptr + offs_c4[:, None, None] * m58_s0 + offs_n1[None, :, None] * m58_s1 + offs_n2[None, None, :] * m58_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    i60 = offs_n3[None, None, :] + tl.zeros([T_c4, F_n1, F_n3], tl.int32)
    t61 = tl.where(i60 < 4, tl.gather(t57, tl.minimum(i60, F_n2 - 1), 2), tl.gather(t59, tl.minimum(tl.maximum(i60 - 4, 0), F_n2 - 1), 2))
    t64 = tl.load(m62_ptr + offs_n1[None, :, None] * m62_s1 + offs_n3[None, None, :] * m62_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t65 = (t61) * (t64)
    t66 = tl.load(m55_ptr + offs_c4[:, None, None] * m55_s0 + offs_n1[None, :, None] * m55_s1 + offs_n3[None, None, :] * m55_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t69 = tl.load(m67_ptr + offs_n1[None, :, None] * m67_s1 + offs_n3[None, None, :] * m67_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t70 = (t66) * (t69)
    t71 = t65 + t70
    t72 = tl.reshape(t71, [T_c4, 1, F_n1, F_n3])
    t73 = tl.permute(t72, (0, 1, 3, 2))
    t74 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t53, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t73, 0.0), 2), axis=3)
    t75 = t35 + t74
    t76 = (t48) * (t51)
    t77 = -(t38)
    i78 = offs_n3[None, None, None, :] + tl.zeros([T_c4, T_c5, 1, F_n3], tl.int32)
    t79 = tl.where(i78 < 4, tl.gather(t77, tl.minimum(i78, F_n2 - 1), 3), tl.gather(t41, tl.minimum(tl.maximum(i78 - 4, 0), F_n2 - 1), 3))
    t80 = (t79) * (t46)
    t81 = t76 + t80
    acc101 = tl.full([T_c4, T_c5, 1, F_n0], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t96 = tl.load(m1_ptr + offs_c4[:, None, None, None] * m1_s0 + offs_c5[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t97 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t98 = (t96) * (t97)
        t99 = tl.load(m8_ptr + offs_c5[None, :, None, None] * m8_s1 + offs_c6[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_c5 < E_c5)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t100 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t98, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t99, 0.0), 2), axis=3)
        acc101 = acc101 + t100
    t113 = tl.load(m1_ptr + offs_c4[:, None, None, None] * m1_s0 + offs_c5[None, :, None, None] * m1_s1 + offs_n4[None, None, None, :] * m1_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t114 = (t113) * (t113)
    t115 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t114, 0.0), axis=3, keep_dims=True)
    t116 = (t115) * (0.0625)
    t117 = t116 + 1e-06
    t118 = tl.rsqrt(t117)
    acc122 = tl.full([T_c4, T_c5, 1, 1], -float('inf'), tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t82 = tl.load(m55_ptr + offs_c4[:, None, None] * m55_s0 + offs_c7[None, :, None] * m55_s1 + offs_n3[None, None, :] * m55_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t83 = tl.load(m67_ptr + offs_c7[None, :, None] * m67_s1 + offs_n3[None, None, :] * m67_s2, mask=(offs_c7 < E_c7)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t84 = (t82) * (t83)
        t85 = tl.load(m54_ptr + offs_c4[:, None, None] * m54_s0 + offs_c7[None, :, None] * m54_s1 + offs_n2[None, None, :] * m54_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t86 = -(t85)
        t87 = tl.load(m58_ptr + offs_c4[:, None, None] * m58_s0 + offs_c7[None, :, None] * m58_s1 + offs_n2[None, None, :] * m58_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        i88 = offs_n3[None, None, :] + tl.zeros([T_c4, T_c7, F_n3], tl.int32)
        t89 = tl.where(i88 < 4, tl.gather(t86, tl.minimum(i88, F_n2 - 1), 2), tl.gather(t87, tl.minimum(tl.maximum(i88 - 4, 0), F_n2 - 1), 2))
        t90 = tl.load(m62_ptr + offs_c7[None, :, None] * m62_s1 + offs_n3[None, None, :] * m62_s2, mask=(offs_c7 < E_c7)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t91 = (t89) * (t90)
        t92 = t84 + t91
        t93 = tl.reshape(t92, [T_c4, 1, T_c7, F_n3])
        t94 = tl.permute(t93, (0, 1, 3, 2))
        t95 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t81, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t94, 0.0), 2), axis=3)
        t102 = tl.load(m13_ptr + offs_c4[:, None, None] * m13_s0 + offs_c7[None, :, None] * m13_s1 + offs_n0[None, None, :] * m13_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t103 = (t102) * (t17)
        t104 = (t102) * (t102)
        t105 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t104, 0.0), axis=2, keep_dims=True)
        t106 = t105 + 6.4e-05
        t107 = tl.rsqrt(t106)
        t108 = (t103) * (t107)
        t109 = tl.reshape(t108, [T_c4, 1, T_c7, F_n0])
        t110 = (t109) * (8.0)
        t111 = tl.permute(t110, (0, 1, 3, 2))
        t112 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], acc101, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t111, 0.0), 2), axis=3)
        t119 = (t112) * (t118)
        t120 = t95 + t119
        t121 = tl.max(tl.where((offs_c7 < E_c7)[None, None, None, :], t120, -float('inf')), axis=3, keep_dims=True)
        acc122 = tl.maximum(acc122, t121)
    t123 = t75 - (acc122)
    t124 = (t123) * (0.2041241452319315)
    t125 = tl.exp(t124)
    t126 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t125, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t24, 0.0), 2), axis=3)
    t127 = (t126) * (8.0)
    acc166 = tl.full([T_c4, T_c5, 1, 1], -float('inf'), tl.float32)
    acc167 = tl.full([T_c4, T_c5, 1, 1], 0.0, tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t128 = tl.load(m55_ptr + offs_c4[:, None, None] * m55_s0 + offs_c7[None, :, None] * m55_s1 + offs_n3[None, None, :] * m55_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t129 = tl.load(m67_ptr + offs_c7[None, :, None] * m67_s1 + offs_n3[None, None, :] * m67_s2, mask=(offs_c7 < E_c7)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t130 = (t128) * (t129)
        t131 = tl.load(m54_ptr + offs_c4[:, None, None] * m54_s0 + offs_c7[None, :, None] * m54_s1 + offs_n2[None, None, :] * m54_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t132 = -(t131)
        t133 = tl.load(m58_ptr + offs_c4[:, None, None] * m58_s0 + offs_c7[None, :, None] * m58_s1 + offs_n2[None, None, :] * m58_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        i134 = offs_n3[None, None, :] + tl.zeros([T_c4, T_c7, F_n3], tl.int32)
        t135 = tl.where(i134 < 4, tl.gather(t132, tl.minimum(i134, F_n2 - 1), 2), tl.gather(t133, tl.minimum(tl.maximum(i134 - 4, 0), F_n2 - 1), 2))
        t136 = tl.load(m62_ptr + offs_c7[None, :, None] * m62_s1 + offs_n3[None, None, :] * m62_s2, mask=(offs_c7 < E_c7)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t137 = (t135) * (t136)
        t138 = t130 + t137
        t139 = tl.reshape(t138, [T_c4, 1, T_c7, F_n3])
        t140 = tl.permute(t139, (0, 1, 3, 2))
        t141 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t81, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t140, 0.0), 2), axis=3)
        t142 = tl.load(m13_ptr + offs_c4[:, None, None] * m13_s0 + offs_c7[None, :, None] * m13_s1 + offs_n0[None, None, :] * m13_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c7 < E_c7)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t143 = (t142) * (t17)
        t144 = (t142) * (t142)
        t145 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t144, 0.0), axis=2, keep_dims=True)
        t146 = t145 + 6.4e-05
        t147 = tl.rsqrt(t146)
        t148 = (t143) * (t147)
        t149 = tl.reshape(t148, [T_c4, 1, T_c7, F_n0])
        t150 = (t149) * (8.0)
        t151 = tl.permute(t150, (0, 1, 3, 2))
        t152 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], acc101, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t151, 0.0), 2), axis=3)
        t153 = (t152) * (t118)
        t154 = t141 + t153
        t155 = tl.max(tl.where((offs_c7 < E_c7)[None, None, None, :], t154, -float('inf')), axis=3, keep_dims=True)
        t156 = (t155) * (0.2041241452319315)
        t157 = (t154) * (0.2041241452319315)
        t158 = t156 - (t156)
        t159 = t158 == t158
        t160 = (t159) == 0
        t161 = tl.exp(t156)
        t162 = tl.where(t160, t161, t156)
        t163 = t157 - (t162)
        t164 = tl.exp(t163)
        t165 = tl.sum(tl.where((offs_c7 < E_c7)[None, None, None, :], t164, 0.0), axis=3, keep_dims=True)
        m168 = tl.maximum(acc166, t156)
        r169 = tl.where(acc166 == -float("inf"), 0.0, tl.exp(acc166 - m168))
        r170 = tl.where(t156 == -float("inf"), 0.0, tl.exp(t156 - m168))
        acc167 = tl.where(acc166 == -float("inf"), 0.0, acc167 * r169) + tl.where(t156 == -float("inf"), 0.0, t165 * r170)
        acc166 = m168
    t171 = (t127) / (acc167)
    tl.store(buf172_ptr + offs_c4[:, None, None, None] * buf172_s0 + offs_c5[None, :, None, None] * buf172_s1 + offs_n0[None, None, None, :] * buf172_s3, t171, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(buf172_ptr, buf172_s0, buf172_s1, buf172_s2, buf172_s3, m174_ptr, m174_s0, m174_s1, m174_s2, m174_s3, buf180_ptr, buf180_s0, buf180_s1, buf180_s2, buf180_s3, E_c0, E_c1, E_c2, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf180: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    acc179 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t173 = tl.load(buf172_ptr + offs_c0[:, None, None, None] * buf172_s0 + offs_c1[None, :, None, None] * buf172_s1 + offs_c3[None, None, None, :] * buf172_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t177 = tl.load(m174_ptr + offs_c1[None, :, None, None] * m174_s1 + offs_c3[None, None, :, None] * m174_s2 + offs_c2[None, None, None, :] * m174_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t178 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t173, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t177, 0.0), 2), axis=3)
        acc179 = acc179 + t178
    tl.store(buf180_ptr + offs_c0[:, None, None, None] * buf180_s0 + offs_c1[None, :, None, None] * buf180_s1 + offs_c2[None, None, None, :] * buf180_s3, acc179, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    buf172 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c4']) * _cdiv(4, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m49_s3=m49.stride(3), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m62_s2=m62.stride(2), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), buf172_ptr=buf172, buf172_s0=buf172.stride(0), buf172_s1=buf172.stride(1), buf172_s2=buf172.stride(2), buf172_s3=buf172.stride(3), E_c4=2, E_c5=4, E_c6=16, E_c7=32, E_n0=64, E_n1=32, E_n2=4, E_n3=8, E_n4=16, F_n0=_pow2(64), F_n1=_pow2(32), F_n2=_pow2(4), F_n3=_pow2(8), F_n4=_pow2(16), T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'])
    m176 = inputs['w_uv']
    m175 = m176.permute([0, 2, 1])
    m174 = m175.reshape([1, 4, 64, 16])
    buf180 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf172_ptr=buf172, buf172_s0=buf172.stride(0), buf172_s1=buf172.stride(1), buf172_s2=buf172.stride(2), buf172_s3=buf172.stride(3), m174_ptr=m174, m174_s0=m174.stride(0), m174_s1=m174.stride(1), m174_s2=m174.stride(2), m174_s3=m174.stride(3), buf180_ptr=buf180, buf180_s0=buf180.stride(0), buf180_s1=buf180.stride(1), buf180_s2=buf180.stride(2), buf180_s3=buf180.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf180


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
