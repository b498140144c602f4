"""qknorm_mla [small], candidate 112: 3 kernel(s)

Rendered by EqiForge from candidate 112 of qknorm_mla [small]: store(c_kv.1[32]) ; grid(q.0@0, q.1@1) loop(c_kv.1[32]: rescale, stored) [3 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) loop(cut0.3[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: loop cut0.3[64]
    c4: grid q.0@0[2]
    c5: grid q.1@1[4]
    c6: loop c_kv.1[32]

Run it on its own: `python kernels/f112.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 1, "c5": 2, "c6": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 64, "c4": 2, "c5": 4, "c6": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m56_ptr, m56_s0, m56_s1, m56_s2, m63_ptr, m63_s0, m63_s1, m63_s2, states84_ptr, states84_s0, states84_s1, states84_s2, states84_s3, states84_s4, states84_s5, states84_s6, states85_ptr, states85_s0, states85_s1, states85_s2, states85_s3, states85_s4, states85_s5, states85_s6, E_c4, E_c5, E_c6, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # stores states84, states85: Collect over loop c_kv.1[32]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    i_c6 = pid % tl.cdiv(E_c6, T_c6)
    pid = pid // tl.cdiv(E_c6, T_c6)
    offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t3 = tl.load(m1_ptr + offs_c4[:, None, None, None] * m1_s0 + offs_c5[None, :, None, None] * m1_s1 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.load(m4_ptr + offs_n0[None, None, None, :] * m4_s3, mask=(offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t7 = (t3) * (t6)
    t9 = tl.load(m8_ptr + offs_c4[:, None, None, None] * m8_s0 + offs_c5[None, :, None, None] * m8_s1 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t10 = -(t9)
    t12 = tl.load(m11_ptr + offs_c4[:, None, None, None] * m11_s0 + offs_c5[None, :, None, None] * m11_s1 + offs_n1[None, None, None, :] * m11_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i13 = offs_n0[None, None, None, :] + tl.zeros([T_c4, T_c5, 1, F_n0], tl.int32)
    t14 = tl.where(i13 < 4, tl.gather(t10, tl.minimum(i13, F_n1 - 1), 3), tl.gather(t12, tl.minimum(tl.maximum(i13 - 4, 0), F_n1 - 1), 3))
    t17 = tl.load(m15_ptr + offs_n0[None, None, None, :] * m15_s3, mask=(offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    t19 = t7 + t18
    t21 = tl.load(m20_ptr + offs_c4[:, None, None] * m20_s0 + offs_c6[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t24 = tl.load(m22_ptr + offs_c6[None, :, None] * m22_s1 + offs_n0[None, None, :] * m22_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t25 = (t21) * (t24)
    t27 = tl.load(m26_ptr + offs_c4[:, None, None] * m26_s0 + offs_c6[None, :, None] * m26_s1 + offs_n1[None, None, :] * m26_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t28 = -(t27)
    t30 = tl.load(m29_ptr + offs_c4[:, None, None] * m29_s0 + offs_c6[None, :, None] * m29_s1 + offs_n1[None, None, :] * m29_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i31 = offs_n0[None, None, :] + tl.zeros([T_c4, T_c6, F_n0], tl.int32)
    t32 = tl.where(i31 < 4, tl.gather(t28, tl.minimum(i31, F_n1 - 1), 2), tl.gather(t30, tl.minimum(tl.maximum(i31 - 4, 0), F_n1 - 1), 2))
    t35 = tl.load(m33_ptr + offs_c6[None, :, None] * m33_s1 + offs_n0[None, None, :] * m33_s2, mask=(offs_c6 < E_c6)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t36 = (t32) * (t35)
    t37 = t25 + t36
    t38 = tl.reshape(t37, [T_c4, 1, T_c6, F_n0])
    t39 = tl.permute(t38, (0, 1, 3, 2))
    t40 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t39, 0.0), 2), axis=3)
    t42 = tl.load(m41_ptr + offs_c4[:, None, None, None] * m41_s0 + offs_c5[None, :, None, None] * m41_s1 + offs_n2[None, None, None, :] * m41_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.load(m43_ptr + offs_n2[None, None, None, :] * m43_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t46 = (t42) * (t45)
    t47 = (t42) * (t42)
    t48 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t47, 0.0), axis=3, keep_dims=True)
    t49 = t48 + 1.6e-05
    t50 = tl.rsqrt(t49)
    t51 = (t46) * (t50)
    t54 = tl.load(m52_ptr + offs_c5[None, :, None, None] * m52_s1 + offs_n2[None, None, :, None] * m52_s2 + offs_n3[None, None, None, :] * m52_s3, mask=(offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t55 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t51, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t54, 0.0), 2), axis=3)
    t57 = tl.load(m56_ptr + offs_c4[:, None, None] * m56_s0 + offs_c6[None, :, None] * m56_s1 + offs_n3[None, None, :] * m56_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c6 < E_c6)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t58 = (t57) * (t57)
    t59 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :], t58, 0.0), axis=2, keep_dims=True)
    t60 = t59 + 6.4e-05
    t61 = tl.rsqrt(t60)
    t62 = (t57) * (t61)
    t65 = tl.load(m63_ptr + offs_n3[None, None, :] * m63_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t66 = (t62) * (t65)
    t67 = tl.reshape(t66, [T_c4, 1, T_c6, F_n3])
    t68 = (t67) * (8.0)
    t69 = tl.permute(t68, (0, 1, 3, 2))
    t70 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t55, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t69, 0.0), 2), axis=3)
    t71 = (t70) * (4.0)
    t72 = t40 + t71
    t73 = tl.max(tl.where((offs_c6 < E_c6)[None, None, None, :], t72, -float('inf')), axis=3, keep_dims=True)
    t74 = (t73) * (0.2041241452319315)
    t75 = (t72) * (0.2041241452319315)
    t76 = t74 - (t74)
    t77 = t76 == t76
    t78 = (t77) == 0
    t79 = tl.exp(t74)
    t80 = tl.where(t78, t79, t74)
    t81 = t75 - (t80)
    t82 = tl.exp(t81)
    t83 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t82, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t67, 0.0), 2), axis=3)
    tl.store(states84_ptr + i_c4 * states84_s0 + i_c5 * states84_s1 + i_c6 * states84_s2 + tl.arange(0, T_c4)[:, None, None, None] * states84_s3 + tl.arange(0, T_c5)[None, :, None, None] * states84_s4 + tl.zeros([T_c4, T_c5, 1, 1], tl.int32), t74)
    tl.store(states85_ptr + i_c4 * states85_s0 + i_c5 * states85_s1 + i_c6 * states85_s2 + tl.arange(0, T_c4)[:, None, None, None] * states85_s3 + tl.arange(0, T_c5)[None, :, None, None] * states85_s4 + tl.arange(0, F_n3)[None, None, None, :] * states85_s6 + tl.zeros([T_c4, T_c5, 1, F_n3], tl.int32), t83)


@triton.jit
def kernel_1(states84_ptr, states84_s0, states84_s1, states84_s2, states84_s3, states84_s4, states84_s5, states84_s6, states85_ptr, states85_s0, states85_s1, states85_s2, states85_s3, states85_s4, states85_s5, states85_s6, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m26_ptr, m26_s0, m26_s1, m26_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m56_ptr, m56_s0, m56_s1, m56_s2, m63_ptr, m63_s0, m63_s1, m63_s2, buf148_ptr, buf148_s0, buf148_s1, buf148_s2, buf148_s3, E_c4, E_c5, E_c6, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # writes buf148: Combine over grid q.0@0[2], grid q.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n4 = tl.arange(0, F_n4)
    offs_n2 = tl.arange(0, F_n2)
    acc88 = tl.full([T_c4, T_c5, 1, 1], -float('inf'), tl.float32)
    acc89 = tl.full([T_c4, T_c5, 1, F_n3], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t86 = tl.load(states84_ptr + i_c4 * states84_s0 + i_c5 * states84_s1 + i_c6 * states84_s2 + tl.arange(0, T_c4)[:, None, None, None] * states84_s3 + tl.arange(0, T_c5)[None, :, None, None] * states84_s4 + tl.zeros([T_c4, T_c5, 1, 1], tl.int32))
        t87 = tl.load(states85_ptr + i_c4 * states85_s0 + i_c5 * states85_s1 + i_c6 * states85_s2 + tl.arange(0, T_c4)[:, None, None, None] * states85_s3 + tl.arange(0, T_c5)[None, :, None, None] * states85_s4 + tl.arange(0, F_n3)[None, None, None, :] * states85_s6 + tl.zeros([T_c4, T_c5, 1, F_n3], tl.int32))
        m90 = tl.maximum(acc88, t86)
        r91 = tl.where(acc88 == -float("inf"), 0.0, tl.exp(acc88 - m90))
        r92 = tl.where(t86 == -float("inf"), 0.0, tl.exp(t86 - m90))
        acc89 = tl.where(acc88 == -float("inf"), 0.0, acc89 * r91) + tl.where(t86 == -float("inf"), 0.0, t87 * r92)
        acc88 = m90
    t93 = (acc89) * (8.0)
    t94 = tl.load(m8_ptr + offs_c4[:, None, None, None] * m8_s0 + offs_c5[None, :, None, None] * m8_s1 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t95 = -(t94)
    t96 = tl.load(m11_ptr + offs_c4[:, None, None, None] * m11_s0 + offs_c5[None, :, None, None] * m11_s1 + offs_n1[None, None, None, :] * m11_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i97 = offs_n0[None, None, None, :] + tl.zeros([T_c4, T_c5, 1, F_n0], tl.int32)
    t98 = tl.where(i97 < 4, tl.gather(t95, tl.minimum(i97, F_n1 - 1), 3), tl.gather(t96, tl.minimum(tl.maximum(i97 - 4, 0), F_n1 - 1), 3))
    t99 = tl.load(m15_ptr + offs_n0[None, None, None, :] * m15_s3, mask=(offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t100 = (t98) * (t99)
    t101 = tl.load(m1_ptr + offs_c4[:, None, None, None] * m1_s0 + offs_c5[None, :, None, None] * m1_s1 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t102 = tl.load(m4_ptr + offs_n0[None, None, None, :] * m4_s3, mask=(offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t103 = (t101) * (t102)
    t104 = t100 + t103
    t105 = tl.load(m26_ptr + offs_c4[:, None, None] * m26_s0 + offs_n4[None, :, None] * m26_s1 + offs_n1[None, None, :] * m26_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t106 = -(t105)
    t107 = tl.load(m29_ptr + offs_c4[:, None, None] * m29_s0 + offs_n4[None, :, None] * m29_s1 + offs_n1[None, None, :] * m29_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i108 = offs_n0[None, None, :] + tl.zeros([T_c4, F_n4, F_n0], tl.int32)
    t109 = tl.where(i108 < 4, tl.gather(t106, tl.minimum(i108, F_n1 - 1), 2), tl.gather(t107, tl.minimum(tl.maximum(i108 - 4, 0), F_n1 - 1), 2))
    t110 = tl.load(m33_ptr + offs_n4[None, :, None] * m33_s1 + offs_n0[None, None, :] * m33_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t111 = (t109) * (t110)
    t112 = tl.load(m20_ptr + offs_c4[:, None, None] * m20_s0 + offs_n4[None, :, None] * m20_s1 + offs_n0[None, None, :] * m20_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t113 = tl.load(m22_ptr + offs_n4[None, :, None] * m22_s1 + offs_n0[None, None, :] * m22_s2, mask=(offs_n4 < E_n4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t114 = (t112) * (t113)
    t115 = t111 + t114
    t116 = tl.reshape(t115, [T_c4, 1, F_n4, F_n0])
    t117 = tl.permute(t116, (0, 1, 3, 2))
    t118 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t104, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t117, 0.0), 2), axis=3)
    t119 = tl.load(m41_ptr + offs_c4[:, None, None, None] * m41_s0 + offs_c5[None, :, None, None] * m41_s1 + offs_n2[None, None, None, :] * m41_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t120 = tl.load(m43_ptr + offs_n2[None, None, None, :] * m43_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t121 = (t119) * (t120)
    t122 = (t119) * (t119)
    t123 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t122, 0.0), axis=3, keep_dims=True)
    t124 = t123 + 1.6e-05
    t125 = tl.rsqrt(t124)
    t126 = (t121) * (t125)
    t127 = tl.load(m52_ptr + offs_c5[None, :, None, None] * m52_s1 + offs_n2[None, None, :, None] * m52_s2 + offs_n3[None, None, None, :] * m52_s3, mask=(offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t128 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t126, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t127, 0.0), 2), axis=3)
    t129 = tl.load(m56_ptr + offs_c4[:, None, None] * m56_s0 + offs_n4[None, :, None] * m56_s1 + offs_n3[None, None, :] * m56_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n4 < E_n4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t130 = (t129) * (t129)
    t131 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :], t130, 0.0), axis=2, keep_dims=True)
    t132 = t131 + 6.4e-05
    t133 = tl.rsqrt(t132)
    t134 = (t129) * (t133)
    t135 = tl.load(m63_ptr + offs_n3[None, None, :] * m63_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t136 = (t134) * (t135)
    t137 = tl.reshape(t136, [T_c4, 1, F_n4, F_n3])
    t138 = (t137) * (8.0)
    t139 = tl.permute(t138, (0, 1, 3, 2))
    t140 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t128, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t139, 0.0), 2), axis=3)
    t141 = (t140) * (4.0)
    t142 = t118 + t141
    t143 = (t142) * (0.2041241452319315)
    t144 = t143 - (acc88)
    t145 = tl.exp(t144)
    t146 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t145, 0.0), axis=3, keep_dims=True)
    t147 = (t93) / (t146)
    tl.store(buf148_ptr + offs_c4[:, None, None, None] * buf148_s0 + offs_c5[None, :, None, None] * buf148_s1 + offs_n3[None, None, None, :] * buf148_s3, t147, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_2(buf148_ptr, buf148_s0, buf148_s1, buf148_s2, buf148_s3, m150_ptr, m150_s0, m150_s1, m150_s2, m150_s3, buf156_ptr, buf156_s0, buf156_s1, buf156_s2, buf156_s3, E_c0, E_c1, E_c2, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf156: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    acc155 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t149 = tl.load(buf148_ptr + offs_c0[:, None, None, None] * buf148_s0 + offs_c1[None, :, None, None] * buf148_s1 + offs_c3[None, None, None, :] * buf148_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t153 = tl.load(m150_ptr + offs_c1[None, :, None, None] * m150_s1 + offs_c3[None, None, :, None] * m150_s2 + offs_c2[None, None, None, :] * m150_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t154 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t149, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t153, 0.0), 2), axis=3)
        acc155 = acc155 + t154
    tl.store(buf156_ptr + offs_c0[:, None, None, None] * buf156_s0 + offs_c1[None, :, None, None] * buf156_s1 + offs_c2[None, None, None, :] * buf156_s3, acc155, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m56 = inputs['c_kv']
    m64 = inputs['w_kv_norm']
    m63 = m64.reshape([1, 1, 64])
    states84 = torch.full([_cdiv(2, T['c4']), _cdiv(4, T['c5']), _cdiv(32, T['c6']), T['c4'], T['c5'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    states85 = torch.full([_cdiv(2, T['c4']), _cdiv(4, T['c5']), _cdiv(32, T['c6']), T['c4'], T['c5'], 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c4']) * _cdiv(4, T['c5']) * _cdiv(32, T['c6']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m56_s2=m56.stride(2), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m63_s2=m63.stride(2), states84_ptr=states84, states84_s0=states84.stride(0), states84_s1=states84.stride(1), states84_s2=states84.stride(2), states84_s3=states84.stride(3), states84_s4=states84.stride(4), states84_s5=states84.stride(5), states84_s6=states84.stride(6), states85_ptr=states85, states85_s0=states85.stride(0), states85_s1=states85.stride(1), states85_s2=states85.stride(2), states85_s3=states85.stride(3), states85_s4=states85.stride(4), states85_s5=states85.stride(5), states85_s6=states85.stride(6), E_c4=2, E_c5=4, E_c6=32, E_n0=8, E_n1=4, E_n2=16, E_n3=64, F_n0=_pow2(8), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(64), T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'])
    buf148 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c4']) * _cdiv(4, T['c5']),)](states84_ptr=states84, states84_s0=states84.stride(0), states84_s1=states84.stride(1), states84_s2=states84.stride(2), states84_s3=states84.stride(3), states84_s4=states84.stride(4), states84_s5=states84.stride(5), states84_s6=states84.stride(6), states85_ptr=states85, states85_s0=states85.stride(0), states85_s1=states85.stride(1), states85_s2=states85.stride(2), states85_s3=states85.stride(3), states85_s4=states85.stride(4), states85_s5=states85.stride(5), states85_s6=states85.stride(6), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m56_s2=m56.stride(2), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m63_s2=m63.stride(2), buf148_ptr=buf148, buf148_s0=buf148.stride(0), buf148_s1=buf148.stride(1), buf148_s2=buf148.stride(2), buf148_s3=buf148.stride(3), E_c4=2, E_c5=4, E_c6=32, E_n0=8, E_n1=4, E_n2=16, E_n3=64, E_n4=32, F_n0=_pow2(8), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(64), F_n4=_pow2(32), T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'])
    m152 = inputs['w_uv']
    m151 = m152.permute([0, 2, 1])
    m150 = m151.reshape([1, 4, 64, 16])
    buf156 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf148_ptr=buf148, buf148_s0=buf148.stride(0), buf148_s1=buf148.stride(1), buf148_s2=buf148.stride(2), buf148_s3=buf148.stride(3), m150_ptr=m150, m150_s0=m150.stride(0), m150_s1=m150.stride(1), m150_s2=m150.stride(2), m150_s3=m150.stride(3), buf156_ptr=buf156, buf156_s0=buf156.stride(0), buf156_s1=buf156.stride(1), buf156_s2=buf156.stride(2), buf156_s3=buf156.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf156


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
