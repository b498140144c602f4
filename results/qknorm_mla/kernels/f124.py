"""qknorm_mla [small], candidate 124: 3 kernel(s)

Rendered by EqiForge from candidate 124 of qknorm_mla [small]: store(c_kv.1[32]) ; grid(q.1@1) loop(c_kv.1[32]: rescale, stored) loop(q.3[16]: sum) [3 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) loop(cut0.3[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: loop cut0.3[64]
    c4: grid q.1@1[4]
    c5: loop c_kv.1[32]
    c6: loop q.3[16]

Run it on its own: `python kernels/f124.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 2, "c5": 16, "c6": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 64, "c4": 4, "c5": 32, "c6": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m17_ptr, m17_s0, m17_s1, m17_s2, m24_ptr, m24_s0, m24_s1, m24_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m34_ptr, m34_s0, m34_s1, m34_s2, m34_s3, m46_ptr, m46_s0, m46_s1, m46_s2, m46_s3, m51_ptr, m51_s0, m51_s1, m51_s2, m55_ptr, m55_s0, m55_s1, m55_s2, m59_ptr, m59_s0, m59_s1, m59_s2, m52_ptr, m52_s0, m52_s1, m52_s2, m64_ptr, m64_s0, m64_s1, m64_s2, states84_ptr, states84_s0, states84_s1, states84_s2, states84_s3, states84_s4, states84_s5, states85_ptr, states85_s0, states85_s1, states85_s2, states85_s3, states85_s4, states85_s5, E_c4, E_c5, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # stores states84, states85: Collect over loop c_kv.1[32]
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
    t3 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c4[None, :, None, None] * m1_s1 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.load(m4_ptr + offs_n1[None, None, None, :] * m4_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t7 = (t3) * (t6)
    t8 = (t3) * (t3)
    t9 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t8, 0.0), axis=3, keep_dims=True)
    t10 = t9 + 1.6e-05
    t11 = tl.rsqrt(t10)
    t12 = (t7) * (t11)
    t15 = tl.load(m13_ptr + offs_c4[None, :, None, None] * m13_s1 + offs_n1[None, None, :, None] * m13_s2 + offs_n2[None, None, None, :] * m13_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t16 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t12, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t15, 0.0), 2), axis=3)
    t18 = tl.load(m17_ptr + offs_n0[:, None, None] * m17_s0 + offs_c5[None, :, None] * m17_s1 + offs_n2[None, None, :] * m17_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t19 = (t18) * (t18)
    t20 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :], t19, 0.0), axis=2, keep_dims=True)
    t21 = t20 + 6.4e-05
    t22 = tl.rsqrt(t21)
    t23 = (t18) * (t22)
    t26 = tl.load(m24_ptr + offs_n2[None, None, :] * m24_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t27 = (t23) * (t26)
    t28 = tl.reshape(t27, [F_n0, 1, T_c5, F_n2])
    t29 = (t28) * (8.0)
    t30 = tl.permute(t29, (0, 1, 3, 2))
    t31 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t16, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t30, 0.0), 2), axis=3)
    t32 = (t31) * (4.0)
    t35 = tl.load(m33_ptr + offs_n0[:, None, None, None] * m33_s0 + offs_c4[None, :, None, None] * m33_s1 + offs_n3[None, None, None, :] * m33_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t36 = -(t35)
    t38 = tl.load(m37_ptr + offs_n0[:, None, None, None] * m37_s0 + offs_c4[None, :, None, None] * m37_s1 + offs_n3[None, None, None, :] * m37_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    i39 = offs_n4[None, None, None, :] + tl.zeros([F_n0, T_c4, 1, F_n4], tl.int32)
    t40 = tl.where(i39 < 4, tl.gather(t36, tl.minimum(i39, F_n3 - 1), 3), tl.gather(t38, tl.minimum(tl.maximum(i39 - 4, 0), F_n3 - 1), 3))
    t43 = tl.load(m41_ptr + offs_n4[None, None, None, :] * m41_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t44 = (t40) * (t43)
    t45 = tl.load(m34_ptr + offs_n0[:, None, None, None] * m34_s0 + offs_c4[None, :, None, None] * m34_s1 + offs_n4[None, None, None, :] * m34_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t48 = tl.load(m46_ptr + offs_n4[None, None, None, :] * m46_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t49 = (t45) * (t48)
    t50 = t44 + t49
    t53 = tl.load(m51_ptr + offs_n0[:, None, None] * m51_s0 + offs_c5[None, :, None] * m51_s1 + offs_n3[None, None, :] * m51_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t54 = -(t53)
    t56 = tl.load(m55_ptr + offs_n0[:, None, None] * m55_s0 + offs_c5[None, :, None] * m55_s1 + offs_n3[None, None, :] * m55_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    i57 = offs_n4[None, None, :] + tl.zeros([F_n0, T_c5, F_n4], tl.int32)
    t58 = tl.where(i57 < 4, tl.gather(t54, tl.minimum(i57, F_n3 - 1), 2), tl.gather(t56, tl.minimum(tl.maximum(i57 - 4, 0), F_n3 - 1), 2))
    t61 = tl.load(m59_ptr + offs_c5[None, :, None] * m59_s1 + offs_n4[None, None, :] * m59_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t62 = (t58) * (t61)
    t63 = tl.load(m52_ptr + offs_n0[:, None, None] * m52_s0 + offs_c5[None, :, None] * m52_s1 + offs_n4[None, None, :] * m52_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t66 = tl.load(m64_ptr + offs_c5[None, :, None] * m64_s1 + offs_n4[None, None, :] * m64_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t67 = (t63) * (t66)
    t68 = t62 + t67
    t69 = tl.reshape(t68, [F_n0, 1, T_c5, F_n4])
    t70 = tl.permute(t69, (0, 1, 3, 2))
    t71 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t50, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t70, 0.0), 2), axis=3)
    t72 = t32 + t71
    t73 = tl.max(tl.where((offs_c5 < E_c5)[None, None, None, :], t72, -float('inf')), axis=3, keep_dims=True)
    t74 = (t73) * (0.2041241452319315)
    t75 = (t72) * (0.2041241452319315)
    t76 = t74 - (t74)
    t77 = t76 == t76
    t78 = (t77) == 0
    t79 = tl.exp(t74)
    t80 = tl.where(t78, t79, t74)
    t81 = t75 - (t80)
    t82 = tl.exp(t81)
    t83 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t82, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t28, 0.0), 2), axis=3)
    tl.store(states84_ptr + i_c4 * states84_s0 + i_c5 * states84_s1 + tl.arange(0, F_n0)[:, None, None, None] * states84_s2 + tl.arange(0, T_c4)[None, :, None, None] * states84_s3 + tl.zeros([F_n0, T_c4, 1, 1], tl.int32), t74)
    tl.store(states85_ptr + i_c4 * states85_s0 + i_c5 * states85_s1 + tl.arange(0, F_n0)[:, None, None, None] * states85_s2 + tl.arange(0, T_c4)[None, :, None, None] * states85_s3 + tl.arange(0, F_n2)[None, None, None, :] * states85_s5 + tl.zeros([F_n0, T_c4, 1, F_n2], tl.int32), t83)


@triton.jit
def kernel_1(states84_ptr, states84_s0, states84_s1, states84_s2, states84_s3, states84_s4, states84_s5, states85_ptr, states85_s0, states85_s1, states85_s2, states85_s3, states85_s4, states85_s5, m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m34_ptr, m34_s0, m34_s1, m34_s2, m34_s3, m46_ptr, m46_s0, m46_s1, m46_s2, m46_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m64_ptr, m64_s0, m64_s1, m64_s2, m51_ptr, m51_s0, m51_s1, m51_s2, m55_ptr, m55_s0, m55_s1, m55_s2, m59_ptr, m59_s0, m59_s1, m59_s2, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m17_ptr, m17_s0, m17_s1, m17_s2, m24_ptr, m24_s0, m24_s1, m24_s2, buf150_ptr, buf150_s0, buf150_s1, buf150_s2, buf150_s3, E_c4, E_c5, E_c6, E_n0, E_n1, E_n2, E_n3, E_n4, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # writes buf150: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    offs_n5 = tl.arange(0, F_n5)
    offs_n1 = tl.arange(0, F_n1)
    acc88 = tl.full([F_n0, T_c4, 1, 1], -float('inf'), tl.float32)
    acc89 = tl.full([F_n0, T_c4, 1, F_n2], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t86 = tl.load(states84_ptr + i_c4 * states84_s0 + i_c5 * states84_s1 + tl.arange(0, F_n0)[:, None, None, None] * states84_s2 + tl.arange(0, T_c4)[None, :, None, None] * states84_s3 + tl.zeros([F_n0, T_c4, 1, 1], tl.int32))
        t87 = tl.load(states85_ptr + i_c4 * states85_s0 + i_c5 * states85_s1 + tl.arange(0, F_n0)[:, None, None, None] * states85_s2 + tl.arange(0, T_c4)[None, :, None, None] * states85_s3 + tl.arange(0, F_n2)[None, None, None, :] * states85_s5 + tl.zeros([F_n0, T_c4, 1, F_n2], tl.int32))
        m90 = tl.maximum(acc88, t86)
        r91 = tl.where(acc88 == -float("inf"), 0.0, tl.exp(acc88 - m90))
        r92 = tl.where(t86 == -float("inf"), 0.0, tl.exp(t86 - m90))
        acc89 = tl.where(acc88 == -float("inf"), 0.0, acc89 * r91) + tl.where(t86 == -float("inf"), 0.0, t87 * r92)
        acc88 = m90
    t93 = (acc89) * (8.0)
    t94 = tl.load(m33_ptr + offs_n0[:, None, None, None] * m33_s0 + offs_c4[None, :, None, None] * m33_s1 + offs_n3[None, None, None, :] * m33_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t95 = -(t94)
    t96 = tl.load(m37_ptr + offs_n0[:, None, None, None] * m37_s0 + offs_c4[None, :, None, None] * m37_s1 + offs_n3[None, None, None, :] * m37_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    i97 = offs_n4[None, None, None, :] + tl.zeros([F_n0, T_c4, 1, F_n4], tl.int32)
    t98 = tl.where(i97 < 4, tl.gather(t95, tl.minimum(i97, F_n3 - 1), 3), tl.gather(t96, tl.minimum(tl.maximum(i97 - 4, 0), F_n3 - 1), 3))
    t99 = tl.load(m41_ptr + offs_n4[None, None, None, :] * m41_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t100 = (t98) * (t99)
    t101 = tl.load(m34_ptr + offs_n0[:, None, None, None] * m34_s0 + offs_c4[None, :, None, None] * m34_s1 + offs_n4[None, None, None, :] * m34_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t102 = tl.load(m46_ptr + offs_n4[None, None, None, :] * m46_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t103 = (t101) * (t102)
    t104 = t100 + t103
    t105 = tl.load(m52_ptr + offs_n0[:, None, None] * m52_s0 + offs_n5[None, :, None] * m52_s1 + offs_n4[None, None, :] * m52_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t106 = tl.load(m64_ptr + offs_n5[None, :, None] * m64_s1 + offs_n4[None, None, :] * m64_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t107 = (t105) * (t106)
    t108 = tl.load(m51_ptr + offs_n0[:, None, None] * m51_s0 + offs_n5[None, :, None] * m51_s1 + offs_n3[None, None, :] * m51_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t109 = -(t108)
    t110 = tl.load(m55_ptr + offs_n0[:, None, None] * m55_s0 + offs_n5[None, :, None] * m55_s1 + offs_n3[None, None, :] * m55_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    i111 = offs_n4[None, None, :] + tl.zeros([F_n0, F_n5, F_n4], tl.int32)
    t112 = tl.where(i111 < 4, tl.gather(t109, tl.minimum(i111, F_n3 - 1), 2), tl.gather(t110, tl.minimum(tl.maximum(i111 - 4, 0), F_n3 - 1), 2))
    t113 = tl.load(m59_ptr + offs_n5[None, :, None] * m59_s1 + offs_n4[None, None, :] * m59_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t114 = (t112) * (t113)
    t115 = t107 + t114
    t116 = tl.reshape(t115, [F_n0, 1, F_n5, F_n4])
    t117 = tl.permute(t116, (0, 1, 3, 2))
    t118 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t104, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t117, 0.0), 2), axis=3)
    acc124 = tl.full([F_n0, T_c4, 1, F_n2], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t119 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c4[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t120 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t121 = (t119) * (t120)
        t122 = tl.load(m13_ptr + offs_c4[None, :, None, None] * m13_s1 + offs_c6[None, None, :, None] * m13_s2 + offs_n2[None, None, None, :] * m13_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t123 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t121, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t122, 0.0), 2), axis=3)
        acc124 = acc124 + t123
    t125 = tl.load(m17_ptr + offs_n0[:, None, None] * m17_s0 + offs_n5[None, :, None] * m17_s1 + offs_n2[None, None, :] * m17_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t126 = (t125) * (t125)
    t127 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :], t126, 0.0), axis=2, keep_dims=True)
    t128 = t127 + 6.4e-05
    t129 = tl.rsqrt(t128)
    t130 = (t125) * (t129)
    t131 = tl.load(m24_ptr + offs_n2[None, None, :] * m24_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t132 = (t130) * (t131)
    t133 = tl.reshape(t132, [F_n0, 1, F_n5, F_n2])
    t134 = (t133) * (8.0)
    t135 = tl.permute(t134, (0, 1, 3, 2))
    t136 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], acc124, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t135, 0.0), 2), axis=3)
    t137 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c4[None, :, None, None] * m1_s1 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t138 = (t137) * (t137)
    t139 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t138, 0.0), axis=3, keep_dims=True)
    t140 = t139 + 1.6e-05
    t141 = tl.rsqrt(t140)
    t142 = (t136) * (t141)
    t143 = (t142) * (4.0)
    t144 = t118 + t143
    t145 = (t144) * (0.2041241452319315)
    t146 = t145 - (acc88)
    t147 = tl.exp(t146)
    t148 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t147, 0.0), axis=3, keep_dims=True)
    t149 = (t93) / (t148)
    tl.store(buf150_ptr + offs_n0[:, None, None, None] * buf150_s0 + offs_c4[None, :, None, None] * buf150_s1 + offs_n2[None, None, None, :] * buf150_s3, t149, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(buf150_ptr, buf150_s0, buf150_s1, buf150_s2, buf150_s3, m152_ptr, m152_s0, m152_s1, m152_s2, m152_s3, buf158_ptr, buf158_s0, buf158_s1, buf158_s2, buf158_s3, E_c0, E_c1, E_c2, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf158: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    acc157 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t151 = tl.load(buf150_ptr + offs_c0[:, None, None, None] * buf150_s0 + offs_c1[None, :, None, None] * buf150_s1 + offs_c3[None, None, None, :] * buf150_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t155 = tl.load(m152_ptr + offs_c1[None, :, None, None] * m152_s1 + offs_c3[None, None, :, None] * m152_s2 + offs_c2[None, None, None, :] * m152_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t156 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t151, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t155, 0.0), 2), axis=3)
        acc157 = acc157 + t156
    tl.store(buf158_ptr + offs_c0[:, None, None, None] * buf158_s0 + offs_c1[None, :, None, None] * buf158_s1 + offs_c2[None, None, None, :] * buf158_s3, acc157, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m14 = inputs['w_uk']
    m13 = m14.reshape([1, 4, 16, 64])
    m17 = inputs['c_kv']
    m25 = inputs['w_kv_norm']
    m24 = m25.reshape([1, 1, 64])
    m34 = m2.narrow(3, 16, 8)
    m33 = m34.narrow(3, 4, 4)
    m37 = m34.narrow(3, 0, 4)
    m42 = inputs['sin_q']
    m41 = m42.reshape([1, 1, 1, 8])
    m47 = inputs['cos_q']
    m46 = m47.reshape([1, 1, 1, 8])
    m52 = inputs['k_pe']
    m51 = m52.narrow(2, 4, 4)
    m55 = m52.narrow(2, 0, 4)
    m60 = inputs['sin_k']
    m59 = m60.reshape([1, 32, 8])
    m65 = inputs['cos_k']
    m64 = m65.reshape([1, 32, 8])
    states84 = torch.full([_cdiv(4, T['c4']), _cdiv(32, T['c5']), _pow2(2), T['c4'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    states85 = torch.full([_cdiv(4, T['c4']), _cdiv(32, T['c5']), _pow2(2), T['c4'], 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c4']) * _cdiv(32, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m34_s2=m34.stride(2), m34_s3=m34.stride(3), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), m46_s3=m46.stride(3), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m64_s2=m64.stride(2), states84_ptr=states84, states84_s0=states84.stride(0), states84_s1=states84.stride(1), states84_s2=states84.stride(2), states84_s3=states84.stride(3), states84_s4=states84.stride(4), states84_s5=states84.stride(5), states85_ptr=states85, states85_s0=states85.stride(0), states85_s1=states85.stride(1), states85_s2=states85.stride(2), states85_s3=states85.stride(3), states85_s4=states85.stride(4), states85_s5=states85.stride(5), E_c4=4, E_c5=32, E_n0=2, E_n1=16, E_n2=64, E_n3=4, E_n4=8, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(64), F_n3=_pow2(4), F_n4=_pow2(8), T_c4=T['c4'], T_c5=T['c5'])
    buf150 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c4']),)](states84_ptr=states84, states84_s0=states84.stride(0), states84_s1=states84.stride(1), states84_s2=states84.stride(2), states84_s3=states84.stride(3), states84_s4=states84.stride(4), states84_s5=states84.stride(5), states85_ptr=states85, states85_s0=states85.stride(0), states85_s1=states85.stride(1), states85_s2=states85.stride(2), states85_s3=states85.stride(3), states85_s4=states85.stride(4), states85_s5=states85.stride(5), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m34_s2=m34.stride(2), m34_s3=m34.stride(3), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), m46_s3=m46.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m64_s2=m64.stride(2), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), buf150_ptr=buf150, buf150_s0=buf150.stride(0), buf150_s1=buf150.stride(1), buf150_s2=buf150.stride(2), buf150_s3=buf150.stride(3), E_c4=4, E_c5=32, E_c6=16, E_n0=2, E_n1=16, E_n2=64, E_n3=4, E_n4=8, E_n5=32, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(64), F_n3=_pow2(4), F_n4=_pow2(8), F_n5=_pow2(32), T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'])
    m154 = inputs['w_uv']
    m153 = m154.permute([0, 2, 1])
    m152 = m153.reshape([1, 4, 64, 16])
    buf158 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf150_ptr=buf150, buf150_s0=buf150.stride(0), buf150_s1=buf150.stride(1), buf150_s2=buf150.stride(2), buf150_s3=buf150.stride(3), m152_ptr=m152, m152_s0=m152.stride(0), m152_s1=m152.stride(1), m152_s2=m152.stride(2), m152_s3=m152.stride(3), buf158_ptr=buf158, buf158_s0=buf158.stride(0), buf158_s1=buf158.stride(1), buf158_s2=buf158.stride(2), buf158_s3=buf158.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf158


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
