"""qknorm_mla [small], candidate 107: 6 kernel(s)

Rendered by EqiForge from candidate 107 of qknorm_mla [small]: grid(q.1@1) loop(q.3[16]: sum) [3 mm] ; store(c_kv.1[32]) loop(q.3[16]: sum) ; store(c_kv.1[32]) ; grid(q.1@1) loop(q.3[16]: sum) [3 mm] ; grid(q.0@0) loop(c_kv.1[32]: sum, stored) | grid(cut0.0@0, cut0.1@1, w_uv.3@3) loop(cut0.3[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: loop cut0.3[64]
    c4: grid q.0@0[2]
    c5: loop c_kv.1[32]
    c6: loop q.3[16]
    c7: grid q.1@1[4]

Run it on its own: `python kernels/f107.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 1, "c5": 16, "c6": 8, "c7": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 64, "c4": 2, "c5": 32, "c6": 16, "c7": 4}


@triton.jit
def kernel_0(m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m55_ptr, m55_s0, m55_s1, m55_s2, m59_ptr, m59_s0, m59_s1, m59_s2, m62_ptr, m62_s0, m62_s1, m62_s2, m66_ptr, m66_s0, m66_s1, m66_s2, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m15_ptr, m15_s0, m15_s1, m15_s2, buf127_ptr, buf127_s0, buf127_s1, buf127_s2, buf127_s3, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf127: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c7 = pid % tl.cdiv(E_c7, T_c7)
    pid = pid // tl.cdiv(E_c7, T_c7)
    offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)
    offs_one = tl.arange(0, 1)
    offs_n4 = tl.arange(0, F_n4)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n5 = tl.arange(0, F_n5)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t75 = tl.load(m35_ptr + offs_n4[:, None, None, None] * m35_s0 + offs_c7[None, :, None, None] * m35_s1 + offs_n0[None, None, None, :] * m35_s3, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t76 = -(t75)
    t77 = tl.load(m39_ptr + offs_n4[:, None, None, None] * m39_s0 + offs_c7[None, :, None, None] * m39_s1 + offs_n0[None, None, None, :] * m39_s3, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    i78 = offs_n3[None, None, None, :] + tl.zeros([F_n4, T_c7, 1, F_n3], tl.int32)
    t79 = tl.where(i78 < 4, tl.gather(t76, tl.minimum(i78, F_n0 - 1), 3), tl.gather(t77, tl.minimum(tl.maximum(i78 - 4, 0), F_n0 - 1), 3))
    t80 = tl.load(m43_ptr + offs_n3[None, None, None, :] * m43_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t81 = (t79) * (t80)
    t82 = tl.load(m36_ptr + offs_n4[:, None, None, None] * m36_s0 + offs_c7[None, :, None, None] * m36_s1 + offs_n3[None, None, None, :] * m36_s3, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t83 = tl.load(m48_ptr + offs_n3[None, None, None, :] * m48_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t84 = (t82) * (t83)
    t85 = t81 + t84
    t86 = tl.load(m53_ptr + offs_n4[:, None, None] * m53_s0 + offs_n5[None, :, None] * m53_s1 + offs_n3[None, None, :] * m53_s2, mask=(offs_n4 < E_n4)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t87 = tl.load(m55_ptr + offs_n5[None, :, None] * m55_s1 + offs_n3[None, None, :] * m55_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t88 = (t86) * (t87)
    t89 = tl.load(m59_ptr + offs_n4[:, None, None] * m59_s0 + offs_n5[None, :, None] * m59_s1 + offs_n0[None, None, :] * m59_s2, mask=(offs_n4 < E_n4)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t90 = -(t89)
    t91 = tl.load(m62_ptr + offs_n4[:, None, None] * m62_s0 + offs_n5[None, :, None] * m62_s1 + offs_n0[None, None, :] * m62_s2, mask=(offs_n4 < E_n4)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    i92 = offs_n3[None, None, :] + tl.zeros([F_n4, F_n5, F_n3], tl.int32)
    t93 = tl.where(i92 < 4, tl.gather(t90, tl.minimum(i92, F_n0 - 1), 2), tl.gather(t91, tl.minimum(tl.maximum(i92 - 4, 0), F_n0 - 1), 2))
    t94 = tl.load(m66_ptr + offs_n5[None, :, None] * m66_s1 + offs_n3[None, None, :] * m66_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t95 = (t93) * (t94)
    t96 = t88 + t95
    t97 = tl.reshape(t96, [F_n4, 1, F_n5, F_n3])
    t98 = tl.permute(t97, (0, 1, 3, 2))
    t99 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t85, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t98, 0.0), 2), axis=3)
    acc105 = tl.full([F_n4, T_c7, 1, F_n1], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t100 = tl.load(m1_ptr + offs_n4[:, None, None, None] * m1_s0 + offs_c7[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t101 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t102 = (t100) * (t101)
        t103 = tl.load(m8_ptr + offs_c7[None, :, None, None] * m8_s1 + offs_c6[None, None, :, None] * m8_s2 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_c7 < E_c7)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t104 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t102, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t103, 0.0), 2), axis=3)
        acc105 = acc105 + t104
    t106 = tl.load(m13_ptr + offs_n4[:, None, None] * m13_s0 + offs_n5[None, :, None] * m13_s1 + offs_n1[None, None, :] * m13_s2, mask=(offs_n4 < E_n4)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t107 = tl.load(m15_ptr + offs_n1[None, None, :] * m15_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t108 = (t106) * (t107)
    t109 = (t106) * (t106)
    t110 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t109, 0.0), axis=2, keep_dims=True)
    t111 = t110 + 6.4e-05
    t112 = tl.rsqrt(t111)
    t113 = (t108) * (t112)
    t114 = tl.reshape(t113, [F_n4, 1, F_n5, F_n1])
    t115 = (t114) * (8.0)
    t116 = tl.permute(t115, (0, 1, 3, 2))
    t117 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], acc105, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t116, 0.0), 2), axis=3)
    t118 = tl.load(m1_ptr + offs_n4[:, None, None, None] * m1_s0 + offs_c7[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t119 = (t118) * (t118)
    t120 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t119, 0.0), axis=3, keep_dims=True)
    t121 = t120 + 1.6e-05
    t122 = tl.rsqrt(t121)
    t123 = (t117) * (t122)
    t124 = (t123) * (4.0)
    t125 = t99 + t124
    t126 = tl.max(tl.where((offs_n5 < E_n5)[None, None, None, :], t125, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf127_ptr + offs_n4[:, None, None, None] * buf127_s0 + offs_c7[None, :, None, None] * buf127_s1, t126, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m15_ptr, m15_s0, m15_s1, m15_s2, m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m55_ptr, m55_s0, m55_s1, m55_s2, m59_ptr, m59_s0, m59_s1, m59_s2, m62_ptr, m62_s0, m62_s1, m62_s2, m66_ptr, m66_s0, m66_s1, m66_s2, buf127_ptr, buf127_s0, buf127_s1, buf127_s2, buf127_s3, states132_ptr, states132_s0, states132_s1, states132_s2, states132_s3, states132_s4, states132_s5, E_c4, E_c5, E_c6, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # stores states132: Collect over loop c_kv.1[32]
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
    acc12 = tl.full([T_c4, F_n0, 1, F_n1], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t3 = tl.load(m1_ptr + offs_c4[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t7 = (t3) * (t6)
        t10 = tl.load(m8_ptr + offs_n0[None, :, None, None] * m8_s1 + offs_c6[None, None, :, None] * m8_s2 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t10, 0.0), 2), axis=3)
        acc12 = acc12 + t11
    t14 = tl.load(m13_ptr + offs_c4[:, None, None] * m13_s0 + offs_c5[None, :, None] * m13_s1 + offs_n1[None, None, :] * m13_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t17 = tl.load(m15_ptr + offs_n1[None, None, :] * m15_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    t19 = (t14) * (t14)
    t20 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t19, 0.0), axis=2, keep_dims=True)
    t21 = t20 + 6.4e-05
    t22 = tl.rsqrt(t21)
    t23 = (t18) * (t22)
    t24 = tl.reshape(t23, [T_c4, 1, T_c5, F_n1])
    t25 = (t24) * (8.0)
    t26 = tl.permute(t25, (0, 1, 3, 2))
    t27 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], acc12, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t26, 0.0), 2), axis=3)
    t28 = tl.load(m1_ptr + offs_c4[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t29 = (t28) * (t28)
    t30 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t29, 0.0), axis=3, keep_dims=True)
    t31 = (t30) * (0.0625)
    t32 = t31 + 1e-06
    t33 = tl.rsqrt(t32)
    t34 = (t27) * (t33)
    t37 = tl.load(m35_ptr + offs_c4[:, None, None, None] * m35_s0 + offs_n0[None, :, None, None] * m35_s1 + offs_n0[None, None, None, :] * m35_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t38 = -(t37)
    t40 = tl.load(m39_ptr + offs_c4[:, None, None, None] * m39_s0 + offs_n0[None, :, None, None] * m39_s1 + offs_n0[None, None, None, :] * m39_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    i41 = offs_n3[None, None, None, :] + tl.zeros([T_c4, F_n0, 1, F_n3], tl.int32)
    t42 = tl.where(i41 < 4, tl.gather(t38, tl.minimum(i41, F_n0 - 1), 3), tl.gather(t40, tl.minimum(tl.maximum(i41 - 4, 0), F_n0 - 1), 3))
    t45 = tl.load(m43_ptr + offs_n3[None, None, None, :] * m43_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t46 = (t42) * (t45)
    t47 = tl.load(m36_ptr + offs_c4[:, None, None, None] * m36_s0 + offs_n0[None, :, None, None] * m36_s1 + offs_n3[None, None, None, :] * m36_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t50 = tl.load(m48_ptr + offs_n3[None, None, None, :] * m48_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t51 = (t47) * (t50)
    t52 = t46 + t51
    t54 = tl.load(m53_ptr + offs_c4[:, None, None] * m53_s0 + offs_c5[None, :, None] * m53_s1 + offs_n3[None, None, :] * m53_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t57 = tl.load(m55_ptr + offs_c5[None, :, None] * m55_s1 + offs_n3[None, None, :] * m55_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t58 = (t54) * (t57)
    t60 = tl.load(m59_ptr + offs_c4[:, None, None] * m59_s0 + offs_c5[None, :, None] * m59_s1 + offs_n0[None, None, :] * m59_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t61 = -(t60)
    t63 = tl.load(m62_ptr + offs_c4[:, None, None] * m62_s0 + offs_c5[None, :, None] * m62_s1 + offs_n0[None, None, :] * m62_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    i64 = offs_n3[None, None, :] + tl.zeros([T_c4, T_c5, F_n3], tl.int32)
    t65 = tl.where(i64 < 4, tl.gather(t61, tl.minimum(i64, F_n0 - 1), 2), tl.gather(t63, tl.minimum(tl.maximum(i64 - 4, 0), F_n0 - 1), 2))
    t68 = tl.load(m66_ptr + offs_c5[None, :, None] * m66_s1 + offs_n3[None, None, :] * m66_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t69 = (t65) * (t68)
    t70 = t58 + t69
    t71 = tl.reshape(t70, [T_c4, 1, T_c5, F_n3])
    t72 = tl.permute(t71, (0, 1, 3, 2))
    t73 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t72, 0.0), 2), axis=3)
    t74 = t34 + t73
    t128 = tl.load(buf127_ptr + offs_c4[:, None, None, None] * buf127_s0 + offs_n0[None, :, None, None] * buf127_s1, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None], other=0).to(tl.float32)
    t129 = t74 - (t128)
    t130 = (t129) * (0.2041241452319315)
    t131 = tl.exp(t130)
    tl.store(states132_ptr + i_c4 * states132_s0 + i_c5 * states132_s1 + tl.arange(0, T_c4)[:, None, None, None] * states132_s2 + tl.arange(0, F_n0)[None, :, None, None] * states132_s3 + tl.arange(0, T_c5)[None, None, None, :] * states132_s5 + tl.zeros([T_c4, F_n0, 1, T_c5], tl.int32), t131)


@triton.jit
def kernel_2(states132_ptr, states132_s0, states132_s1, states132_s2, states132_s3, states132_s4, states132_s5, m13_ptr, m13_s0, m13_s1, m13_s2, m15_ptr, m15_s0, m15_s1, m15_s2, states144_ptr, states144_s0, states144_s1, states144_s2, states144_s3, states144_s4, states144_s5, E_c4, E_c5, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # stores states144: Collect over loop c_kv.1[32]
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
    t133 = tl.load(states132_ptr + i_c4 * states132_s0 + i_c5 * states132_s1 + tl.arange(0, T_c4)[:, None, None, None] * states132_s2 + tl.arange(0, F_n0)[None, :, None, None] * states132_s3 + tl.arange(0, T_c5)[None, None, None, :] * states132_s5 + tl.zeros([T_c4, F_n0, 1, T_c5], tl.int32))
    t134 = tl.load(m13_ptr + offs_c4[:, None, None] * m13_s0 + offs_c5[None, :, None] * m13_s1 + offs_n1[None, None, :] * m13_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t135 = tl.load(m15_ptr + offs_n1[None, None, :] * m15_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t136 = (t134) * (t135)
    t137 = (t134) * (t134)
    t138 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t137, 0.0), axis=2, keep_dims=True)
    t139 = t138 + 6.4e-05
    t140 = tl.rsqrt(t139)
    t141 = (t136) * (t140)
    t142 = tl.reshape(t141, [T_c4, 1, T_c5, F_n1])
    t143 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t133, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t142, 0.0), 2), axis=3)
    tl.store(states144_ptr + i_c4 * states144_s0 + i_c5 * states144_s1 + tl.arange(0, T_c4)[:, None, None, None] * states144_s2 + tl.arange(0, F_n0)[None, :, None, None] * states144_s3 + tl.arange(0, F_n1)[None, None, None, :] * states144_s5 + tl.zeros([T_c4, F_n0, 1, F_n1], tl.int32), t143)


@triton.jit
def kernel_3(m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m55_ptr, m55_s0, m55_s1, m55_s2, m59_ptr, m59_s0, m59_s1, m59_s2, m62_ptr, m62_s0, m62_s1, m62_s2, m66_ptr, m66_s0, m66_s1, m66_s2, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m15_ptr, m15_s0, m15_s1, m15_s2, buf127_ptr, buf127_s0, buf127_s1, buf127_s2, buf127_s3, buf203_ptr, buf203_s0, buf203_s1, buf203_s2, buf203_s3, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf203: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c7 = pid % tl.cdiv(E_c7, T_c7)
    pid = pid // tl.cdiv(E_c7, T_c7)
    offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)
    offs_one = tl.arange(0, 1)
    offs_n4 = tl.arange(0, F_n4)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n5 = tl.arange(0, F_n5)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t147 = tl.load(m35_ptr + offs_n4[:, None, None, None] * m35_s0 + offs_c7[None, :, None, None] * m35_s1 + offs_n0[None, None, None, :] * m35_s3, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t148 = -(t147)
    t149 = tl.load(m39_ptr + offs_n4[:, None, None, None] * m39_s0 + offs_c7[None, :, None, None] * m39_s1 + offs_n0[None, None, None, :] * m39_s3, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    i150 = offs_n3[None, None, None, :] + tl.zeros([F_n4, T_c7, 1, F_n3], tl.int32)
    t151 = tl.where(i150 < 4, tl.gather(t148, tl.minimum(i150, F_n0 - 1), 3), tl.gather(t149, tl.minimum(tl.maximum(i150 - 4, 0), F_n0 - 1), 3))
    t152 = tl.load(m43_ptr + offs_n3[None, None, None, :] * m43_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t153 = (t151) * (t152)
    t154 = tl.load(m36_ptr + offs_n4[:, None, None, None] * m36_s0 + offs_c7[None, :, None, None] * m36_s1 + offs_n3[None, None, None, :] * m36_s3, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t155 = tl.load(m48_ptr + offs_n3[None, None, None, :] * m48_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t156 = (t154) * (t155)
    t157 = t153 + t156
    t158 = tl.load(m53_ptr + offs_n4[:, None, None] * m53_s0 + offs_n5[None, :, None] * m53_s1 + offs_n3[None, None, :] * m53_s2, mask=(offs_n4 < E_n4)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t159 = tl.load(m55_ptr + offs_n5[None, :, None] * m55_s1 + offs_n3[None, None, :] * m55_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t160 = (t158) * (t159)
    t161 = tl.load(m59_ptr + offs_n4[:, None, None] * m59_s0 + offs_n5[None, :, None] * m59_s1 + offs_n0[None, None, :] * m59_s2, mask=(offs_n4 < E_n4)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t162 = -(t161)
    t163 = tl.load(m62_ptr + offs_n4[:, None, None] * m62_s0 + offs_n5[None, :, None] * m62_s1 + offs_n0[None, None, :] * m62_s2, mask=(offs_n4 < E_n4)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    i164 = offs_n3[None, None, :] + tl.zeros([F_n4, F_n5, F_n3], tl.int32)
    t165 = tl.where(i164 < 4, tl.gather(t162, tl.minimum(i164, F_n0 - 1), 2), tl.gather(t163, tl.minimum(tl.maximum(i164 - 4, 0), F_n0 - 1), 2))
    t166 = tl.load(m66_ptr + offs_n5[None, :, None] * m66_s1 + offs_n3[None, None, :] * m66_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t167 = (t165) * (t166)
    t168 = t160 + t167
    t169 = tl.reshape(t168, [F_n4, 1, F_n5, F_n3])
    t170 = tl.permute(t169, (0, 1, 3, 2))
    t171 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t157, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t170, 0.0), 2), axis=3)
    acc177 = tl.full([F_n4, T_c7, 1, F_n1], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t172 = tl.load(m1_ptr + offs_n4[:, None, None, None] * m1_s0 + offs_c7[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t173 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t174 = (t172) * (t173)
        t175 = tl.load(m8_ptr + offs_c7[None, :, None, None] * m8_s1 + offs_c6[None, None, :, None] * m8_s2 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_c7 < E_c7)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t176 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t174, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t175, 0.0), 2), axis=3)
        acc177 = acc177 + t176
    t178 = tl.load(m13_ptr + offs_n4[:, None, None] * m13_s0 + offs_n5[None, :, None] * m13_s1 + offs_n1[None, None, :] * m13_s2, mask=(offs_n4 < E_n4)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t179 = tl.load(m15_ptr + offs_n1[None, None, :] * m15_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t180 = (t178) * (t179)
    t181 = (t178) * (t178)
    t182 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t181, 0.0), axis=2, keep_dims=True)
    t183 = t182 + 6.4e-05
    t184 = tl.rsqrt(t183)
    t185 = (t180) * (t184)
    t186 = tl.reshape(t185, [F_n4, 1, F_n5, F_n1])
    t187 = (t186) * (8.0)
    t188 = tl.permute(t187, (0, 1, 3, 2))
    t189 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], acc177, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t188, 0.0), 2), axis=3)
    t190 = tl.load(m1_ptr + offs_n4[:, None, None, None] * m1_s0 + offs_c7[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t191 = (t190) * (t190)
    t192 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t191, 0.0), axis=3, keep_dims=True)
    t193 = t192 + 1.6e-05
    t194 = tl.rsqrt(t193)
    t195 = (t189) * (t194)
    t196 = (t195) * (4.0)
    t197 = t171 + t196
    t198 = tl.load(buf127_ptr + offs_n4[:, None, None, None] * buf127_s0 + offs_c7[None, :, None, None] * buf127_s1, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None], other=0).to(tl.float32)
    t199 = t197 - (t198)
    t200 = (t199) * (0.2041241452319315)
    t201 = tl.exp(t200)
    t202 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t201, 0.0), axis=3, keep_dims=True)
    tl.store(buf203_ptr + offs_n4[:, None, None, None] * buf203_s0 + offs_c7[None, :, None, None] * buf203_s1, t202, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None])


@triton.jit
def kernel_4(states144_ptr, states144_s0, states144_s1, states144_s2, states144_s3, states144_s4, states144_s5, buf203_ptr, buf203_s0, buf203_s1, buf203_s2, buf203_s3, buf208_ptr, buf208_s0, buf208_s1, buf208_s2, buf208_s3, E_c4, E_c5, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # writes buf208: Combine over grid q.0@0[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc146 = tl.full([T_c4, F_n0, 1, F_n1], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t145 = tl.load(states144_ptr + i_c4 * states144_s0 + i_c5 * states144_s1 + tl.arange(0, T_c4)[:, None, None, None] * states144_s2 + tl.arange(0, F_n0)[None, :, None, None] * states144_s3 + tl.arange(0, F_n1)[None, None, None, :] * states144_s5 + tl.zeros([T_c4, F_n0, 1, F_n1], tl.int32))
        acc146 = acc146 + t145
    t204 = tl.load(buf203_ptr + offs_c4[:, None, None, None] * buf203_s0 + offs_n0[None, :, None, None] * buf203_s1, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None], other=0).to(tl.float32)
    t205 = 1.0 / (t204)
    t206 = (acc146) * (t205)
    t207 = (t206) * (8.0)
    tl.store(buf208_ptr + offs_c4[:, None, None, None] * buf208_s0 + offs_n0[None, :, None, None] * buf208_s1 + offs_n1[None, None, None, :] * buf208_s3, t207, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_5(buf208_ptr, buf208_s0, buf208_s1, buf208_s2, buf208_s3, m210_ptr, m210_s0, m210_s1, m210_s2, m210_s3, buf216_ptr, buf216_s0, buf216_s1, buf216_s2, buf216_s3, E_c0, E_c1, E_c2, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf216: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    acc215 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t209 = tl.load(buf208_ptr + offs_c0[:, None, None, None] * buf208_s0 + offs_c1[None, :, None, None] * buf208_s1 + offs_c3[None, None, None, :] * buf208_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t213 = tl.load(m210_ptr + offs_c1[None, :, None, None] * m210_s1 + offs_c3[None, None, :, None] * m210_s2 + offs_c2[None, None, None, :] * m210_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t214 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t209, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t213, 0.0), 2), axis=3)
        acc215 = acc215 + t214
    tl.store(buf216_ptr + offs_c0[:, None, None, None] * buf216_s0 + offs_c1[None, :, None, None] * buf216_s1 + offs_c2[None, None, None, :] * buf216_s3, acc215, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m36 = m2.narrow(3, 16, 8)
    m35 = m36.narrow(3, 4, 4)
    m39 = m36.narrow(3, 0, 4)
    m44 = inputs['sin_q']
    m43 = m44.reshape([1, 1, 1, 8])
    m49 = inputs['cos_q']
    m48 = m49.reshape([1, 1, 1, 8])
    m53 = inputs['k_pe']
    m56 = inputs['cos_k']
    m55 = m56.reshape([1, 32, 8])
    m59 = m53.narrow(2, 4, 4)
    m62 = m53.narrow(2, 0, 4)
    m67 = inputs['sin_k']
    m66 = m67.reshape([1, 32, 8])
    buf127 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c7']),)](m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m62_s2=m62.stride(2), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), buf127_ptr=buf127, buf127_s0=buf127.stride(0), buf127_s1=buf127.stride(1), buf127_s2=buf127.stride(2), buf127_s3=buf127.stride(3), E_c6=16, E_c7=4, E_n0=4, E_n1=64, E_n2=16, E_n3=8, E_n4=2, E_n5=32, F_n0=_pow2(4), F_n1=_pow2(64), F_n2=_pow2(16), F_n3=_pow2(8), F_n4=_pow2(2), F_n5=_pow2(32), T_c6=T['c6'], T_c7=T['c7'])
    states132 = torch.full([_cdiv(2, T['c4']), _cdiv(32, T['c5']), T['c4'], _pow2(4), 1, T['c5']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c4']) * _cdiv(32, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m62_s2=m62.stride(2), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), buf127_ptr=buf127, buf127_s0=buf127.stride(0), buf127_s1=buf127.stride(1), buf127_s2=buf127.stride(2), buf127_s3=buf127.stride(3), states132_ptr=states132, states132_s0=states132.stride(0), states132_s1=states132.stride(1), states132_s2=states132.stride(2), states132_s3=states132.stride(3), states132_s4=states132.stride(4), states132_s5=states132.stride(5), E_c4=2, E_c5=32, E_c6=16, E_n0=4, E_n1=64, E_n2=16, E_n3=8, F_n0=_pow2(4), F_n1=_pow2(64), F_n2=_pow2(16), F_n3=_pow2(8), T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'])
    states144 = torch.full([_cdiv(2, T['c4']), _cdiv(32, T['c5']), T['c4'], _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c4']) * _cdiv(32, T['c5']),)](states132_ptr=states132, states132_s0=states132.stride(0), states132_s1=states132.stride(1), states132_s2=states132.stride(2), states132_s3=states132.stride(3), states132_s4=states132.stride(4), states132_s5=states132.stride(5), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), states144_ptr=states144, states144_s0=states144.stride(0), states144_s1=states144.stride(1), states144_s2=states144.stride(2), states144_s3=states144.stride(3), states144_s4=states144.stride(4), states144_s5=states144.stride(5), E_c4=2, E_c5=32, E_n0=4, E_n1=64, F_n0=_pow2(4), F_n1=_pow2(64), T_c4=T['c4'], T_c5=T['c5'])
    buf203 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c7']),)](m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m62_s2=m62.stride(2), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), buf127_ptr=buf127, buf127_s0=buf127.stride(0), buf127_s1=buf127.stride(1), buf127_s2=buf127.stride(2), buf127_s3=buf127.stride(3), buf203_ptr=buf203, buf203_s0=buf203.stride(0), buf203_s1=buf203.stride(1), buf203_s2=buf203.stride(2), buf203_s3=buf203.stride(3), E_c6=16, E_c7=4, E_n0=4, E_n1=64, E_n2=16, E_n3=8, E_n4=2, E_n5=32, F_n0=_pow2(4), F_n1=_pow2(64), F_n2=_pow2(16), F_n3=_pow2(8), F_n4=_pow2(2), F_n5=_pow2(32), T_c6=T['c6'], T_c7=T['c7'])
    buf208 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c4']),)](states144_ptr=states144, states144_s0=states144.stride(0), states144_s1=states144.stride(1), states144_s2=states144.stride(2), states144_s3=states144.stride(3), states144_s4=states144.stride(4), states144_s5=states144.stride(5), buf203_ptr=buf203, buf203_s0=buf203.stride(0), buf203_s1=buf203.stride(1), buf203_s2=buf203.stride(2), buf203_s3=buf203.stride(3), buf208_ptr=buf208, buf208_s0=buf208.stride(0), buf208_s1=buf208.stride(1), buf208_s2=buf208.stride(2), buf208_s3=buf208.stride(3), E_c4=2, E_c5=32, E_n0=4, E_n1=64, F_n0=_pow2(4), F_n1=_pow2(64), T_c4=T['c4'], T_c5=T['c5'])
    m212 = inputs['w_uv']
    m211 = m212.permute([0, 2, 1])
    m210 = m211.reshape([1, 4, 64, 16])
    buf216 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf208_ptr=buf208, buf208_s0=buf208.stride(0), buf208_s1=buf208.stride(1), buf208_s2=buf208.stride(2), buf208_s3=buf208.stride(3), m210_ptr=m210, m210_s0=m210.stride(0), m210_s1=m210.stride(1), m210_s2=m210.stride(2), m210_s3=m210.stride(3), buf216_ptr=buf216, buf216_s0=buf216.stride(0), buf216_s1=buf216.stride(1), buf216_s2=buf216.stride(2), buf216_s3=buf216.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf216


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
