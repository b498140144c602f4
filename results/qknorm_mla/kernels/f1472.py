"""qknorm_mla [small], candidate 1472: 2 kernel(s)

Rendered by EqiForge from candidate 1472 of qknorm_mla [small]: grid(q.0@0, q.1@1) loop(q.3[16]: pair(sum, sum)) loop(c_kv.1[32]: sum) {loop(c_kv.2[64]: sum) loop(c_kv.2[64]: sum)} [9 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.0@0[2]
    c4: grid q.1@1[4]
    c5: loop q.3[16]
    c6: loop c_kv.1[32]
    c7: loop c_kv.2[64]

Run it on its own: `python kernels/f1472.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 1, "c4": 2, "c5": 8, "c6": 16, "c7": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 2, "c4": 4, "c5": 16, "c6": 32, "c7": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m49_ptr, m49_s0, m49_s1, m49_s2, m49_s3, m54_ptr, m54_s0, m54_s1, m54_s2, m58_ptr, m58_s0, m58_s1, m58_s2, m62_ptr, m62_s0, m62_s1, m62_s2, m55_ptr, m55_s0, m55_s1, m55_s2, m67_ptr, m67_s0, m67_s1, m67_s2, buf162_ptr, buf162_s0, buf162_s1, buf162_s2, buf162_s3, E_c3, E_c4, E_c5, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf162: Combine over grid q.0@0[2], grid q.1@1[4]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t12 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_c4[None, :, None, None] * m1_s1 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t13, 0.0), axis=3, keep_dims=True)
    t15 = t14 + 1.6e-05
    t16 = tl.rsqrt(t15)
    acc18 = tl.full([T_c3, T_c4, 1, F_n0], 0.0, tl.float32)
    acc19 = tl.full([T_c3, T_c4, 1, F_n0], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t3 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_c4[None, :, None, None] * m1_s1 + offs_c5[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.load(m4_ptr + offs_c5[None, None, None, :] * m4_s3, mask=(offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t7 = (t3) * (t6)
        t10 = tl.load(m8_ptr + offs_c4[None, :, None, None] * m8_s1 + offs_c5[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_c5 < E_c5)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t10, 0.0), 2), axis=3)
        t17 = (t11) * (t16)
        acc18 = acc18 + t11
        acc19 = acc19 + t17
    t21 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_n2[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t24 = tl.load(m22_ptr + offs_n0[None, None, :] * m22_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t25 = (t21) * (t24)
    t26 = (t21) * (t21)
    t27 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t26, 0.0), axis=2, keep_dims=True)
    t28 = t27 + 6.4e-05
    t29 = tl.rsqrt(t28)
    t30 = (t25) * (t29)
    t31 = tl.reshape(t30, [T_c3, 1, F_n2, F_n0])
    t32 = (t31) * (8.0)
    t33 = tl.permute(t32, (0, 1, 3, 2))
    t34 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], acc19, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t33, 0.0), 2), axis=3)
    t35 = (t34) * (4.0)
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
    t80 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t79, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t31, 0.0), 2), axis=3)
    t81 = (t80) * (8.0)
    t82 = (t48) * (t51)
    t83 = -(t38)
    i84 = offs_n4[None, None, None, :] + tl.zeros([T_c3, T_c4, 1, F_n4], tl.int32)
    t85 = tl.where(i84 < 4, tl.gather(t83, tl.minimum(i84, F_n3 - 1), 3), tl.gather(t41, tl.minimum(tl.maximum(i84 - 4, 0), F_n3 - 1), 3))
    t86 = (t85) * (t46)
    t87 = t82 + t86
    t102 = tl.load(m4_ptr + offs_n1[None, None, None, :] * m4_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t103 = (t12) * (t102)
    t119 = (t12) * (t12)
    t120 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t119, 0.0), axis=3, keep_dims=True)
    t121 = t120 + 1.6e-05
    t122 = tl.rsqrt(t121)
    t128 = -(t56)
    i129 = offs_n4[None, None, :] + tl.zeros([T_c3, F_n2, F_n4], tl.int32)
    t130 = tl.where(i129 < 4, tl.gather(t128, tl.minimum(i129, F_n3 - 1), 2), tl.gather(t59, tl.minimum(tl.maximum(i129 - 4, 0), F_n3 - 1), 2))
    t131 = (t130) * (t64)
    t132 = (t66) * (t69)
    t133 = t131 + t132
    t134 = tl.reshape(t133, [T_c3, 1, F_n2, F_n4])
    t135 = tl.permute(t134, (0, 1, 3, 2))
    t136 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t87, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t135, 0.0), 2), axis=3)
    t142 = (t21) * (t21)
    t143 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t142, 0.0), axis=2, keep_dims=True)
    t144 = t143 + 6.4e-05
    t145 = tl.rsqrt(t144)
    acc152 = tl.full([T_c3, T_c4, 1, F_n2], 0.0, tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t137 = tl.load(m8_ptr + offs_c4[None, :, None, None] * m8_s1 + offs_n1[None, None, :, None] * m8_s2 + offs_c7[None, None, None, :] * m8_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c7 < E_c7)[None, None, None, :], other=0).to(tl.float32)
        t138 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t103, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t137, 0.0), 2), axis=3)
        t139 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_n2[None, :, None] * m20_s1 + offs_c7[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c7 < E_c7)[None, None, :], other=0).to(tl.float32)
        t140 = tl.load(m22_ptr + offs_c7[None, None, :] * m22_s2, mask=(offs_c7 < E_c7)[None, None, :], other=0).to(tl.float32)
        t141 = (t139) * (t140)
        t146 = (t141) * (t145)
        t147 = tl.reshape(t146, [T_c3, 1, F_n2, T_c7])
        t148 = (t147) * (8.0)
        t149 = tl.permute(t148, (0, 1, 3, 2))
        t150 = tl.sum(tl.expand_dims(tl.where((offs_c7 < E_c7)[None, None, None, :], t138, 0.0), 4) * tl.expand_dims(tl.where((offs_c7 < E_c7)[None, None, :, None], t149, 0.0), 2), axis=3)
        t151 = (t150) * (t122)
        acc152 = acc152 + t151
    t153 = (acc152) * (4.0)
    t154 = t136 + t153
    t155 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t154, -float('inf')), axis=3, keep_dims=True)
    t156 = (t155) * (0.2041241452319315)
    acc160 = tl.full([T_c3, T_c4, 1, 1], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t88 = tl.load(m55_ptr + offs_c3[:, None, None] * m55_s0 + offs_c6[None, :, None] * m55_s1 + offs_n4[None, None, :] * m55_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t89 = tl.load(m67_ptr + offs_c6[None, :, None] * m67_s1 + offs_n4[None, None, :] * m67_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t90 = (t88) * (t89)
        t91 = tl.load(m54_ptr + offs_c3[:, None, None] * m54_s0 + offs_c6[None, :, None] * m54_s1 + offs_n3[None, None, :] * m54_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t92 = -(t91)
        t93 = tl.load(m58_ptr + offs_c3[:, None, None] * m58_s0 + offs_c6[None, :, None] * m58_s1 + offs_n3[None, None, :] * m58_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        i94 = offs_n4[None, None, :] + tl.zeros([T_c3, T_c6, F_n4], tl.int32)
        t95 = tl.where(i94 < 4, tl.gather(t92, tl.minimum(i94, F_n3 - 1), 2), tl.gather(t93, tl.minimum(tl.maximum(i94 - 4, 0), F_n3 - 1), 2))
        t96 = tl.load(m62_ptr + offs_c6[None, :, None] * m62_s1 + offs_n4[None, None, :] * m62_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t97 = (t95) * (t96)
        t98 = t90 + t97
        t99 = tl.reshape(t98, [T_c3, 1, T_c6, F_n4])
        t100 = tl.permute(t99, (0, 1, 3, 2))
        t101 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t87, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t100, 0.0), 2), axis=3)
        t109 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_c6[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t110 = (t109) * (t109)
        t111 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t110, 0.0), axis=2, keep_dims=True)
        t112 = t111 + 6.4e-05
        t113 = tl.rsqrt(t112)
        acc124 = tl.full([T_c3, T_c4, 1, T_c6], 0.0, tl.float32)
        for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
            offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

            t104 = tl.load(m8_ptr + offs_c4[None, :, None, None] * m8_s1 + offs_n1[None, None, :, None] * m8_s2 + offs_c7[None, None, None, :] * m8_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c7 < E_c7)[None, None, None, :], other=0).to(tl.float32)
            t105 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t103, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t104, 0.0), 2), axis=3)
            t106 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_c6[None, :, None] * m20_s1 + offs_c7[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_c7 < E_c7)[None, None, :], other=0).to(tl.float32)
            t107 = tl.load(m22_ptr + offs_c7[None, None, :] * m22_s2, mask=(offs_c7 < E_c7)[None, None, :], other=0).to(tl.float32)
            t108 = (t106) * (t107)
            t114 = (t108) * (t113)
            t115 = tl.reshape(t114, [T_c3, 1, T_c6, T_c7])
            t116 = (t115) * (8.0)
            t117 = tl.permute(t116, (0, 1, 3, 2))
            t118 = tl.sum(tl.expand_dims(tl.where((offs_c7 < E_c7)[None, None, None, :], t105, 0.0), 4) * tl.expand_dims(tl.where((offs_c7 < E_c7)[None, None, :, None], t117, 0.0), 2), axis=3)
            t123 = (t118) * (t122)
            acc124 = acc124 + t123
        t125 = (acc124) * (4.0)
        t126 = t101 + t125
        t127 = (t126) * (0.2041241452319315)
        t157 = t127 - (t156)
        t158 = tl.exp(t157)
        t159 = tl.sum(tl.where((offs_c6 < E_c6)[None, None, None, :], t158, 0.0), axis=3, keep_dims=True)
        acc160 = acc160 + t159
    t161 = (t81) / (acc160)
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
    buf162 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c3']) * _cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m49_s3=m49.stride(3), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m62_s2=m62.stride(2), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), buf162_ptr=buf162, buf162_s0=buf162.stride(0), buf162_s1=buf162.stride(1), buf162_s2=buf162.stride(2), buf162_s3=buf162.stride(3), E_c3=2, E_c4=4, E_c5=16, E_c6=32, E_c7=64, E_n0=64, E_n1=16, E_n2=32, E_n3=4, E_n4=8, F_n0=_pow2(64), F_n1=_pow2(16), F_n2=_pow2(32), F_n3=_pow2(4), F_n4=_pow2(8), T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'])
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
