"""qknorm_mla [small], candidate 136: 5 kernel(s)

Rendered by EqiForge from candidate 136 of qknorm_mla [small]: grid(q.1@1) loop(q.3[16]: sum) [3 mm] ; grid(q.1@1) loop(q.3[16]: sum) [3 mm] ; store(c_kv.1[32]) loop(q.3[16]: sum) ; grid(q.0@0) loop(c_kv.1[32]: pair(sum, sum), stored) | grid(cut0.0@0, cut0.1@1, w_uv.3@3) loop(cut0.3[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: loop cut0.3[64]
    c4: grid q.0@0[2]
    c5: loop c_kv.1[32]
    c6: loop q.3[16]
    c7: grid q.1@1[4]

Run it on its own: `python kernels/f136.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m55_ptr, m55_s0, m55_s1, m55_s2, m59_ptr, m59_s0, m59_s1, m59_s2, m62_ptr, m62_s0, m62_s1, m62_s2, m66_ptr, m66_s0, m66_s1, m66_s2, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m20_ptr, m20_s0, m20_s1, m20_s2, buf127_ptr, buf127_s0, buf127_s1, buf127_s2, buf127_s3, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
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
    t107 = (t106) * (t106)
    t108 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t107, 0.0), axis=2, keep_dims=True)
    t109 = t108 + 6.4e-05
    t110 = tl.rsqrt(t109)
    t111 = (t106) * (t110)
    t112 = tl.load(m20_ptr + offs_n1[None, None, :] * m20_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t113 = (t111) * (t112)
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
def kernel_1(m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m55_ptr, m55_s0, m55_s1, m55_s2, m59_ptr, m59_s0, m59_s1, m59_s2, m62_ptr, m62_s0, m62_s1, m62_s2, m66_ptr, m66_s0, m66_s1, m66_s2, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m20_ptr, m20_s0, m20_s1, m20_s2, buf127_ptr, buf127_s0, buf127_s1, buf127_s2, buf127_s3, buf188_ptr, buf188_s0, buf188_s1, buf188_s2, buf188_s3, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf188: Combine over grid q.1@1[4]
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
    t132 = tl.load(m35_ptr + offs_n4[:, None, None, None] * m35_s0 + offs_c7[None, :, None, None] * m35_s1 + offs_n0[None, None, None, :] * m35_s3, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t133 = -(t132)
    t134 = tl.load(m39_ptr + offs_n4[:, None, None, None] * m39_s0 + offs_c7[None, :, None, None] * m39_s1 + offs_n0[None, None, None, :] * m39_s3, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    i135 = offs_n3[None, None, None, :] + tl.zeros([F_n4, T_c7, 1, F_n3], tl.int32)
    t136 = tl.where(i135 < 4, tl.gather(t133, tl.minimum(i135, F_n0 - 1), 3), tl.gather(t134, tl.minimum(tl.maximum(i135 - 4, 0), F_n0 - 1), 3))
    t137 = tl.load(m43_ptr + offs_n3[None, None, None, :] * m43_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t138 = (t136) * (t137)
    t139 = tl.load(m36_ptr + offs_n4[:, None, None, None] * m36_s0 + offs_c7[None, :, None, None] * m36_s1 + offs_n3[None, None, None, :] * m36_s3, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t140 = tl.load(m48_ptr + offs_n3[None, None, None, :] * m48_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t141 = (t139) * (t140)
    t142 = t138 + t141
    t143 = tl.load(m53_ptr + offs_n4[:, None, None] * m53_s0 + offs_n5[None, :, None] * m53_s1 + offs_n3[None, None, :] * m53_s2, mask=(offs_n4 < E_n4)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t144 = tl.load(m55_ptr + offs_n5[None, :, None] * m55_s1 + offs_n3[None, None, :] * m55_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t145 = (t143) * (t144)
    t146 = tl.load(m59_ptr + offs_n4[:, None, None] * m59_s0 + offs_n5[None, :, None] * m59_s1 + offs_n0[None, None, :] * m59_s2, mask=(offs_n4 < E_n4)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t147 = -(t146)
    t148 = tl.load(m62_ptr + offs_n4[:, None, None] * m62_s0 + offs_n5[None, :, None] * m62_s1 + offs_n0[None, None, :] * m62_s2, mask=(offs_n4 < E_n4)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    i149 = offs_n3[None, None, :] + tl.zeros([F_n4, F_n5, F_n3], tl.int32)
    t150 = tl.where(i149 < 4, tl.gather(t147, tl.minimum(i149, F_n0 - 1), 2), tl.gather(t148, tl.minimum(tl.maximum(i149 - 4, 0), F_n0 - 1), 2))
    t151 = tl.load(m66_ptr + offs_n5[None, :, None] * m66_s1 + offs_n3[None, None, :] * m66_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t152 = (t150) * (t151)
    t153 = t145 + t152
    t154 = tl.reshape(t153, [F_n4, 1, F_n5, F_n3])
    t155 = tl.permute(t154, (0, 1, 3, 2))
    t156 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t142, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t155, 0.0), 2), axis=3)
    acc162 = tl.full([F_n4, T_c7, 1, F_n1], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t157 = tl.load(m1_ptr + offs_n4[:, None, None, None] * m1_s0 + offs_c7[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t158 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t159 = (t157) * (t158)
        t160 = tl.load(m8_ptr + offs_c7[None, :, None, None] * m8_s1 + offs_c6[None, None, :, None] * m8_s2 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_c7 < E_c7)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t161 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t159, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t160, 0.0), 2), axis=3)
        acc162 = acc162 + t161
    t163 = tl.load(m13_ptr + offs_n4[:, None, None] * m13_s0 + offs_n5[None, :, None] * m13_s1 + offs_n1[None, None, :] * m13_s2, mask=(offs_n4 < E_n4)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t164 = (t163) * (t163)
    t165 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t164, 0.0), axis=2, keep_dims=True)
    t166 = t165 + 6.4e-05
    t167 = tl.rsqrt(t166)
    t168 = (t163) * (t167)
    t169 = tl.load(m20_ptr + offs_n1[None, None, :] * m20_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t170 = (t168) * (t169)
    t171 = tl.reshape(t170, [F_n4, 1, F_n5, F_n1])
    t172 = (t171) * (8.0)
    t173 = tl.permute(t172, (0, 1, 3, 2))
    t174 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], acc162, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t173, 0.0), 2), axis=3)
    t175 = tl.load(m1_ptr + offs_n4[:, None, None, None] * m1_s0 + offs_c7[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t176 = (t175) * (t175)
    t177 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t176, 0.0), axis=3, keep_dims=True)
    t178 = t177 + 1.6e-05
    t179 = tl.rsqrt(t178)
    t180 = (t174) * (t179)
    t181 = (t180) * (4.0)
    t182 = t156 + t181
    t183 = tl.load(buf127_ptr + offs_n4[:, None, None, None] * buf127_s0 + offs_c7[None, :, None, None] * buf127_s1, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None], other=0).to(tl.float32)
    t184 = t182 - (t183)
    t185 = (t184) * (0.2041241452319315)
    t186 = tl.exp(t185)
    t187 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t186, 0.0), axis=3, keep_dims=True)
    tl.store(buf188_ptr + offs_n4[:, None, None, None] * buf188_s0 + offs_c7[None, :, None, None] * buf188_s1, t187, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m20_ptr, m20_s0, m20_s1, m20_s2, m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m55_ptr, m55_s0, m55_s1, m55_s2, m59_ptr, m59_s0, m59_s1, m59_s2, m62_ptr, m62_s0, m62_s1, m62_s2, m66_ptr, m66_s0, m66_s1, m66_s2, buf127_ptr, buf127_s0, buf127_s1, buf127_s2, buf127_s3, buf188_ptr, buf188_s0, buf188_s1, buf188_s2, buf188_s3, states193_ptr, states193_s0, states193_s1, states193_s2, states193_s3, states193_s4, states193_s5, states194_ptr, states194_s0, states194_s1, states194_s2, states194_s3, states194_s4, states194_s5, E_c4, E_c5, E_c6, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # stores states193, states194: Collect over loop c_kv.1[32]
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
    t15 = (t14) * (t14)
    t16 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t15, 0.0), axis=2, keep_dims=True)
    t17 = t16 + 6.4e-05
    t18 = tl.rsqrt(t17)
    t19 = (t14) * (t18)
    t22 = tl.load(m20_ptr + offs_n1[None, None, :] * m20_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t23 = (t19) * (t22)
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
    t189 = tl.load(buf188_ptr + offs_c4[:, None, None, None] * buf188_s0 + offs_n0[None, :, None, None] * buf188_s1, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None], other=0).to(tl.float32)
    t190 = (t131) / (t189)
    t191 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t190, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t24, 0.0), 2), axis=3)
    t192 = (t191) * (8.0)
    tl.store(states193_ptr + i_c4 * states193_s0 + i_c5 * states193_s1 + tl.arange(0, T_c4)[:, None, None, None] * states193_s2 + tl.arange(0, F_n0)[None, :, None, None] * states193_s3 + tl.arange(0, F_n1)[None, None, None, :] * states193_s5 + tl.zeros([T_c4, F_n0, 1, F_n1], tl.int32), t191)
    tl.store(states194_ptr + i_c4 * states194_s0 + i_c5 * states194_s1 + tl.arange(0, T_c4)[:, None, None, None] * states194_s2 + tl.arange(0, F_n0)[None, :, None, None] * states194_s3 + tl.arange(0, F_n1)[None, None, None, :] * states194_s5 + tl.zeros([T_c4, F_n0, 1, F_n1], tl.int32), t192)


@triton.jit
def kernel_3(states193_ptr, states193_s0, states193_s1, states193_s2, states193_s3, states193_s4, states193_s5, states194_ptr, states194_s0, states194_s1, states194_s2, states194_s3, states194_s4, states194_s5, buf199_ptr, buf199_s0, buf199_s1, buf199_s2, buf199_s3, E_c4, E_c5, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # writes buf199: Combine over grid q.0@0[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc197 = tl.full([T_c4, F_n0, 1, F_n1], 0.0, tl.float32)
    acc198 = tl.full([T_c4, F_n0, 1, F_n1], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t195 = tl.load(states193_ptr + i_c4 * states193_s0 + i_c5 * states193_s1 + tl.arange(0, T_c4)[:, None, None, None] * states193_s2 + tl.arange(0, F_n0)[None, :, None, None] * states193_s3 + tl.arange(0, F_n1)[None, None, None, :] * states193_s5 + tl.zeros([T_c4, F_n0, 1, F_n1], tl.int32))
        t196 = tl.load(states194_ptr + i_c4 * states194_s0 + i_c5 * states194_s1 + tl.arange(0, T_c4)[:, None, None, None] * states194_s2 + tl.arange(0, F_n0)[None, :, None, None] * states194_s3 + tl.arange(0, F_n1)[None, None, None, :] * states194_s5 + tl.zeros([T_c4, F_n0, 1, F_n1], tl.int32))
        acc197 = acc197 + t195
        acc198 = acc198 + t196
    tl.store(buf199_ptr + offs_c4[:, None, None, None] * buf199_s0 + offs_n0[None, :, None, None] * buf199_s1 + offs_n1[None, None, None, :] * buf199_s3, acc198, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_4(buf199_ptr, buf199_s0, buf199_s1, buf199_s2, buf199_s3, m201_ptr, m201_s0, m201_s1, m201_s2, m201_s3, buf207_ptr, buf207_s0, buf207_s1, buf207_s2, buf207_s3, E_c0, E_c1, E_c2, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf207: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    acc206 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t200 = tl.load(buf199_ptr + offs_c0[:, None, None, None] * buf199_s0 + offs_c1[None, :, None, None] * buf199_s1 + offs_c3[None, None, None, :] * buf199_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t204 = tl.load(m201_ptr + offs_c1[None, :, None, None] * m201_s1 + offs_c3[None, None, :, None] * m201_s2 + offs_c2[None, None, None, :] * m201_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t205 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t200, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t204, 0.0), 2), axis=3)
        acc206 = acc206 + t205
    tl.store(buf207_ptr + offs_c0[:, None, None, None] * buf207_s0 + offs_c1[None, :, None, None] * buf207_s1 + offs_c2[None, None, None, :] * buf207_s3, acc206, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m21 = inputs['w_kv_norm']
    m20 = m21.reshape([1, 1, 64])
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
    kernel_0[(_cdiv(4, T['c7']),)](m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m62_s2=m62.stride(2), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), buf127_ptr=buf127, buf127_s0=buf127.stride(0), buf127_s1=buf127.stride(1), buf127_s2=buf127.stride(2), buf127_s3=buf127.stride(3), E_c6=16, E_c7=4, E_n0=4, E_n1=64, E_n2=16, E_n3=8, E_n4=2, E_n5=32, F_n0=_pow2(4), F_n1=_pow2(64), F_n2=_pow2(16), F_n3=_pow2(8), F_n4=_pow2(2), F_n5=_pow2(32), T_c6=T['c6'], T_c7=T['c7'])
    buf188 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c7']),)](m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m62_s2=m62.stride(2), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), buf127_ptr=buf127, buf127_s0=buf127.stride(0), buf127_s1=buf127.stride(1), buf127_s2=buf127.stride(2), buf127_s3=buf127.stride(3), buf188_ptr=buf188, buf188_s0=buf188.stride(0), buf188_s1=buf188.stride(1), buf188_s2=buf188.stride(2), buf188_s3=buf188.stride(3), E_c6=16, E_c7=4, E_n0=4, E_n1=64, E_n2=16, E_n3=8, E_n4=2, E_n5=32, F_n0=_pow2(4), F_n1=_pow2(64), F_n2=_pow2(16), F_n3=_pow2(8), F_n4=_pow2(2), F_n5=_pow2(32), T_c6=T['c6'], T_c7=T['c7'])
    states193 = torch.full([_cdiv(2, T['c4']), _cdiv(32, T['c5']), T['c4'], _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states194 = torch.full([_cdiv(2, T['c4']), _cdiv(32, T['c5']), T['c4'], _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c4']) * _cdiv(32, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m62_s2=m62.stride(2), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), buf127_ptr=buf127, buf127_s0=buf127.stride(0), buf127_s1=buf127.stride(1), buf127_s2=buf127.stride(2), buf127_s3=buf127.stride(3), buf188_ptr=buf188, buf188_s0=buf188.stride(0), buf188_s1=buf188.stride(1), buf188_s2=buf188.stride(2), buf188_s3=buf188.stride(3), states193_ptr=states193, states193_s0=states193.stride(0), states193_s1=states193.stride(1), states193_s2=states193.stride(2), states193_s3=states193.stride(3), states193_s4=states193.stride(4), states193_s5=states193.stride(5), states194_ptr=states194, states194_s0=states194.stride(0), states194_s1=states194.stride(1), states194_s2=states194.stride(2), states194_s3=states194.stride(3), states194_s4=states194.stride(4), states194_s5=states194.stride(5), E_c4=2, E_c5=32, E_c6=16, E_n0=4, E_n1=64, E_n2=16, E_n3=8, F_n0=_pow2(4), F_n1=_pow2(64), F_n2=_pow2(16), F_n3=_pow2(8), T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'])
    buf199 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c4']),)](states193_ptr=states193, states193_s0=states193.stride(0), states193_s1=states193.stride(1), states193_s2=states193.stride(2), states193_s3=states193.stride(3), states193_s4=states193.stride(4), states193_s5=states193.stride(5), states194_ptr=states194, states194_s0=states194.stride(0), states194_s1=states194.stride(1), states194_s2=states194.stride(2), states194_s3=states194.stride(3), states194_s4=states194.stride(4), states194_s5=states194.stride(5), buf199_ptr=buf199, buf199_s0=buf199.stride(0), buf199_s1=buf199.stride(1), buf199_s2=buf199.stride(2), buf199_s3=buf199.stride(3), E_c4=2, E_c5=32, E_n0=4, E_n1=64, F_n0=_pow2(4), F_n1=_pow2(64), T_c4=T['c4'], T_c5=T['c5'])
    m203 = inputs['w_uv']
    m202 = m203.permute([0, 2, 1])
    m201 = m202.reshape([1, 4, 64, 16])
    buf207 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf199_ptr=buf199, buf199_s0=buf199.stride(0), buf199_s1=buf199.stride(1), buf199_s2=buf199.stride(2), buf199_s3=buf199.stride(3), m201_ptr=m201, m201_s0=m201.stride(0), m201_s1=m201.stride(1), m201_s2=m201.stride(2), m201_s3=m201.stride(3), buf207_ptr=buf207, buf207_s0=buf207.stride(0), buf207_s1=buf207.stride(1), buf207_s2=buf207.stride(2), buf207_s3=buf207.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf207


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
