"""qknorm_mla [small], candidate 139: 6 kernel(s)

Rendered by EqiForge from candidate 139 of qknorm_mla [small]: grid(q.1@1) loop(q.3[16]: sum) [3 mm] ; grid(q.1@1) loop(q.3[16]: sum) [3 mm] ; store(c_kv.1[32]) loop(q.3[16]: sum) ; store(c_kv.1[32]) ; grid() loop(c_kv.1[32]: sum, stored) | grid(cut0.0@0, cut0.1@1, w_uv.3@3) loop(cut0.3[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: loop cut0.3[64]
    c4: loop c_kv.1[32]
    c5: loop q.3[16]
    c6: grid q.1@1[4]

Run it on its own: `python kernels/f139.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 16, "c5": 8, "c6": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 64, "c4": 32, "c5": 16, "c6": 4}


@triton.jit
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m21_ptr, m21_s0, m21_s1, m21_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m20_ptr, m20_s0, m20_s1, m20_s2, m24_ptr, m24_s0, m24_s1, m24_s2, m28_ptr, m28_s0, m28_s1, m28_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m59_ptr, m59_s0, m59_s1, m59_s2, buf127_ptr, buf127_s0, buf127_s1, buf127_s2, buf127_s3, E_c5, E_c6, E_n0, E_n1, E_n2, E_n3, E_n4, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # writes buf127: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c6 = pid % tl.cdiv(E_c6, T_c6)
    pid = pid // tl.cdiv(E_c6, T_c6)
    offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n5 = tl.arange(0, F_n5)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t75 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_c6[None, :, None, None] * m8_s1 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c6 < E_c6)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t76 = -(t75)
    t77 = tl.load(m11_ptr + offs_n0[:, None, None, None] * m11_s0 + offs_c6[None, :, None, None] * m11_s1 + offs_n1[None, None, None, :] * m11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c6 < E_c6)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i78 = offs_n2[None, None, None, :] + tl.zeros([F_n0, T_c6, 1, F_n2], tl.int32)
    t79 = tl.where(i78 < 4, tl.gather(t76, tl.minimum(i78, F_n1 - 1), 3), tl.gather(t77, tl.minimum(tl.maximum(i78 - 4, 0), F_n1 - 1), 3))
    t80 = tl.load(m15_ptr + offs_n2[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t81 = (t79) * (t80)
    t82 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c6[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c6 < E_c6)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t83 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t84 = (t82) * (t83)
    t85 = t81 + t84
    t86 = tl.load(m21_ptr + offs_n0[:, None, None] * m21_s0 + offs_n5[None, :, None] * m21_s1 + offs_n2[None, None, :] * m21_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t87 = tl.load(m33_ptr + offs_n5[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t88 = (t86) * (t87)
    t89 = tl.load(m20_ptr + offs_n0[:, None, None] * m20_s0 + offs_n5[None, :, None] * m20_s1 + offs_n1[None, None, :] * m20_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t90 = -(t89)
    t91 = tl.load(m24_ptr + offs_n0[:, None, None] * m24_s0 + offs_n5[None, :, None] * m24_s1 + offs_n1[None, None, :] * m24_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i92 = offs_n2[None, None, :] + tl.zeros([F_n0, F_n5, F_n2], tl.int32)
    t93 = tl.where(i92 < 4, tl.gather(t90, tl.minimum(i92, F_n1 - 1), 2), tl.gather(t91, tl.minimum(tl.maximum(i92 - 4, 0), F_n1 - 1), 2))
    t94 = tl.load(m28_ptr + offs_n5[None, :, None] * m28_s1 + offs_n2[None, None, :] * m28_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t95 = (t93) * (t94)
    t96 = t88 + t95
    t97 = tl.reshape(t96, [F_n0, 1, F_n5, F_n2])
    t98 = tl.permute(t97, (0, 1, 3, 2))
    t99 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t85, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t98, 0.0), 2), axis=3)
    acc105 = tl.full([F_n0, T_c6, 1, F_n3], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t100 = tl.load(m41_ptr + offs_n0[:, None, None, None] * m41_s0 + offs_c6[None, :, None, None] * m41_s1 + offs_c5[None, None, None, :] * m41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c6 < E_c6)[None, :, None, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t101 = tl.load(m43_ptr + offs_c5[None, None, None, :] * m43_s3, mask=(offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t102 = (t100) * (t101)
        t103 = tl.load(m47_ptr + offs_c6[None, :, None, None] * m47_s1 + offs_c5[None, None, :, None] * m47_s2 + offs_n3[None, None, None, :] * m47_s3, mask=(offs_c6 < E_c6)[None, :, None, None] & (offs_c5 < E_c5)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t104 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t102, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t103, 0.0), 2), axis=3)
        acc105 = acc105 + t104
    t106 = tl.load(m52_ptr + offs_n0[:, None, None] * m52_s0 + offs_n5[None, :, None] * m52_s1 + offs_n3[None, None, :] * m52_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t107 = (t106) * (t106)
    t108 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :], t107, 0.0), axis=2, keep_dims=True)
    t109 = t108 + 6.4e-05
    t110 = tl.rsqrt(t109)
    t111 = (t106) * (t110)
    t112 = tl.load(m59_ptr + offs_n3[None, None, :] * m59_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t113 = (t111) * (t112)
    t114 = tl.reshape(t113, [F_n0, 1, F_n5, F_n3])
    t115 = (t114) * (8.0)
    t116 = tl.permute(t115, (0, 1, 3, 2))
    t117 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], acc105, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t116, 0.0), 2), axis=3)
    t118 = tl.load(m41_ptr + offs_n0[:, None, None, None] * m41_s0 + offs_c6[None, :, None, None] * m41_s1 + offs_n4[None, None, None, :] * m41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c6 < E_c6)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t119 = (t118) * (t118)
    t120 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t119, 0.0), axis=3, keep_dims=True)
    t121 = t120 + 1.6e-05
    t122 = tl.rsqrt(t121)
    t123 = (t117) * (t122)
    t124 = (t123) * (4.0)
    t125 = t99 + t124
    t126 = tl.max(tl.where((offs_n5 < E_n5)[None, None, None, :], t125, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf127_ptr + offs_n0[:, None, None, None] * buf127_s0 + offs_c6[None, :, None, None] * buf127_s1, t126, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c6 < E_c6)[None, :, None, None])


@triton.jit
def kernel_1(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m21_ptr, m21_s0, m21_s1, m21_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m20_ptr, m20_s0, m20_s1, m20_s2, m24_ptr, m24_s0, m24_s1, m24_s2, m28_ptr, m28_s0, m28_s1, m28_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m59_ptr, m59_s0, m59_s1, m59_s2, buf127_ptr, buf127_s0, buf127_s1, buf127_s2, buf127_s3, buf188_ptr, buf188_s0, buf188_s1, buf188_s2, buf188_s3, E_c5, E_c6, E_n0, E_n1, E_n2, E_n3, E_n4, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # writes buf188: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c6 = pid % tl.cdiv(E_c6, T_c6)
    pid = pid // tl.cdiv(E_c6, T_c6)
    offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n5 = tl.arange(0, F_n5)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t132 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_c6[None, :, None, None] * m8_s1 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c6 < E_c6)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t133 = -(t132)
    t134 = tl.load(m11_ptr + offs_n0[:, None, None, None] * m11_s0 + offs_c6[None, :, None, None] * m11_s1 + offs_n1[None, None, None, :] * m11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c6 < E_c6)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i135 = offs_n2[None, None, None, :] + tl.zeros([F_n0, T_c6, 1, F_n2], tl.int32)
    t136 = tl.where(i135 < 4, tl.gather(t133, tl.minimum(i135, F_n1 - 1), 3), tl.gather(t134, tl.minimum(tl.maximum(i135 - 4, 0), F_n1 - 1), 3))
    t137 = tl.load(m15_ptr + offs_n2[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t138 = (t136) * (t137)
    t139 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c6[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c6 < E_c6)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t140 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t141 = (t139) * (t140)
    t142 = t138 + t141
    t143 = tl.load(m21_ptr + offs_n0[:, None, None] * m21_s0 + offs_n5[None, :, None] * m21_s1 + offs_n2[None, None, :] * m21_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t144 = tl.load(m33_ptr + offs_n5[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t145 = (t143) * (t144)
    t146 = tl.load(m20_ptr + offs_n0[:, None, None] * m20_s0 + offs_n5[None, :, None] * m20_s1 + offs_n1[None, None, :] * m20_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t147 = -(t146)
    t148 = tl.load(m24_ptr + offs_n0[:, None, None] * m24_s0 + offs_n5[None, :, None] * m24_s1 + offs_n1[None, None, :] * m24_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i149 = offs_n2[None, None, :] + tl.zeros([F_n0, F_n5, F_n2], tl.int32)
    t150 = tl.where(i149 < 4, tl.gather(t147, tl.minimum(i149, F_n1 - 1), 2), tl.gather(t148, tl.minimum(tl.maximum(i149 - 4, 0), F_n1 - 1), 2))
    t151 = tl.load(m28_ptr + offs_n5[None, :, None] * m28_s1 + offs_n2[None, None, :] * m28_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t152 = (t150) * (t151)
    t153 = t145 + t152
    t154 = tl.reshape(t153, [F_n0, 1, F_n5, F_n2])
    t155 = tl.permute(t154, (0, 1, 3, 2))
    t156 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t142, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t155, 0.0), 2), axis=3)
    acc162 = tl.full([F_n0, T_c6, 1, F_n3], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t157 = tl.load(m41_ptr + offs_n0[:, None, None, None] * m41_s0 + offs_c6[None, :, None, None] * m41_s1 + offs_c5[None, None, None, :] * m41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c6 < E_c6)[None, :, None, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t158 = tl.load(m43_ptr + offs_c5[None, None, None, :] * m43_s3, mask=(offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t159 = (t157) * (t158)
        t160 = tl.load(m47_ptr + offs_c6[None, :, None, None] * m47_s1 + offs_c5[None, None, :, None] * m47_s2 + offs_n3[None, None, None, :] * m47_s3, mask=(offs_c6 < E_c6)[None, :, None, None] & (offs_c5 < E_c5)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t161 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t159, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t160, 0.0), 2), axis=3)
        acc162 = acc162 + t161
    t163 = tl.load(m52_ptr + offs_n0[:, None, None] * m52_s0 + offs_n5[None, :, None] * m52_s1 + offs_n3[None, None, :] * m52_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t164 = (t163) * (t163)
    t165 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :], t164, 0.0), axis=2, keep_dims=True)
    t166 = t165 + 6.4e-05
    t167 = tl.rsqrt(t166)
    t168 = (t163) * (t167)
    t169 = tl.load(m59_ptr + offs_n3[None, None, :] * m59_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t170 = (t168) * (t169)
    t171 = tl.reshape(t170, [F_n0, 1, F_n5, F_n3])
    t172 = (t171) * (8.0)
    t173 = tl.permute(t172, (0, 1, 3, 2))
    t174 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], acc162, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t173, 0.0), 2), axis=3)
    t175 = tl.load(m41_ptr + offs_n0[:, None, None, None] * m41_s0 + offs_c6[None, :, None, None] * m41_s1 + offs_n4[None, None, None, :] * m41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c6 < E_c6)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t176 = (t175) * (t175)
    t177 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t176, 0.0), axis=3, keep_dims=True)
    t178 = t177 + 1.6e-05
    t179 = tl.rsqrt(t178)
    t180 = (t174) * (t179)
    t181 = (t180) * (4.0)
    t182 = t156 + t181
    t183 = tl.load(buf127_ptr + offs_n0[:, None, None, None] * buf127_s0 + offs_c6[None, :, None, None] * buf127_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c6 < E_c6)[None, :, None, None], other=0).to(tl.float32)
    t184 = t182 - (t183)
    t185 = (t184) * (0.2041241452319315)
    t186 = tl.exp(t185)
    t187 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t186, 0.0), axis=3, keep_dims=True)
    tl.store(buf188_ptr + offs_n0[:, None, None, None] * buf188_s0 + offs_c6[None, :, None, None] * buf188_s1, t187, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c6 < E_c6)[None, :, None, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m24_ptr, m24_s0, m24_s1, m24_s2, m28_ptr, m28_s0, m28_s1, m28_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m59_ptr, m59_s0, m59_s1, m59_s2, buf127_ptr, buf127_s0, buf127_s1, buf127_s2, buf127_s3, buf188_ptr, buf188_s0, buf188_s1, buf188_s2, buf188_s3, states191_ptr, states191_s0, states191_s1, states191_s2, states191_s3, states191_s4, E_c4, E_c5, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # stores states191: Collect over loop c_kv.1[32]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t3 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t7 = (t3) * (t6)
    t9 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_n1[None, :, None, None] * m8_s1 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t10 = -(t9)
    t12 = tl.load(m11_ptr + offs_n0[:, None, None, None] * m11_s0 + offs_n1[None, :, None, None] * m11_s1 + offs_n1[None, None, None, :] * m11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i13 = offs_n2[None, None, None, :] + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32)
    t14 = tl.where(i13 < 4, tl.gather(t10, tl.minimum(i13, F_n1 - 1), 3), tl.gather(t12, tl.minimum(tl.maximum(i13 - 4, 0), F_n1 - 1), 3))
    t17 = tl.load(m15_ptr + offs_n2[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    t19 = t7 + t18
    t22 = tl.load(m20_ptr + offs_n0[:, None, None] * m20_s0 + offs_c4[None, :, None] * m20_s1 + offs_n1[None, None, :] * m20_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t23 = -(t22)
    t25 = tl.load(m24_ptr + offs_n0[:, None, None] * m24_s0 + offs_c4[None, :, None] * m24_s1 + offs_n1[None, None, :] * m24_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i26 = offs_n2[None, None, :] + tl.zeros([F_n0, T_c4, F_n2], tl.int32)
    t27 = tl.where(i26 < 4, tl.gather(t23, tl.minimum(i26, F_n1 - 1), 2), tl.gather(t25, tl.minimum(tl.maximum(i26 - 4, 0), F_n1 - 1), 2))
    t30 = tl.load(m28_ptr + offs_c4[None, :, None] * m28_s1 + offs_n2[None, None, :] * m28_s2, mask=(offs_c4 < E_c4)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t31 = (t27) * (t30)
    t32 = tl.load(m21_ptr + offs_n0[:, None, None] * m21_s0 + offs_c4[None, :, None] * m21_s1 + offs_n2[None, None, :] * m21_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t35 = tl.load(m33_ptr + offs_c4[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_c4 < E_c4)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t36 = (t32) * (t35)
    t37 = t31 + t36
    t38 = tl.reshape(t37, [F_n0, 1, T_c4, F_n2])
    t39 = tl.permute(t38, (0, 1, 3, 2))
    t40 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t39, 0.0), 2), axis=3)
    acc51 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t42 = tl.load(m41_ptr + offs_n0[:, None, None, None] * m41_s0 + offs_n1[None, :, None, None] * m41_s1 + offs_c5[None, None, None, :] * m41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t45 = tl.load(m43_ptr + offs_c5[None, None, None, :] * m43_s3, mask=(offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t46 = (t42) * (t45)
        t49 = tl.load(m47_ptr + offs_n1[None, :, None, None] * m47_s1 + offs_c5[None, None, :, None] * m47_s2 + offs_n3[None, None, None, :] * m47_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_c5 < E_c5)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t50 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t49, 0.0), 2), axis=3)
        acc51 = acc51 + t50
    t53 = tl.load(m52_ptr + offs_n0[:, None, None] * m52_s0 + offs_c4[None, :, None] * m52_s1 + offs_n3[None, None, :] * m52_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t54 = (t53) * (t53)
    t55 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :], t54, 0.0), axis=2, keep_dims=True)
    t56 = t55 + 6.4e-05
    t57 = tl.rsqrt(t56)
    t58 = (t53) * (t57)
    t61 = tl.load(m59_ptr + offs_n3[None, None, :] * m59_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t62 = (t58) * (t61)
    t63 = tl.reshape(t62, [F_n0, 1, T_c4, F_n3])
    t64 = (t63) * (8.0)
    t65 = tl.permute(t64, (0, 1, 3, 2))
    t66 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], acc51, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t65, 0.0), 2), axis=3)
    t67 = tl.load(m41_ptr + offs_n0[:, None, None, None] * m41_s0 + offs_n1[None, :, None, None] * m41_s1 + offs_n4[None, None, None, :] * m41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t68 = (t67) * (t67)
    t69 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
    t70 = (t69) * (0.0625)
    t71 = t70 + 1e-06
    t72 = tl.rsqrt(t71)
    t73 = (t66) * (t72)
    t74 = t40 + t73
    t128 = tl.load(buf127_ptr + offs_n0[:, None, None, None] * buf127_s0 + offs_n1[None, :, None, None] * buf127_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t129 = t74 - (t128)
    t130 = (t129) * (0.2041241452319315)
    t131 = tl.exp(t130)
    t189 = tl.load(buf188_ptr + offs_n0[:, None, None, None] * buf188_s0 + offs_n1[None, :, None, None] * buf188_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t190 = (t131) / (t189)
    tl.store(states191_ptr + i_c4 * states191_s0 + tl.arange(0, F_n0)[:, None, None, None] * states191_s1 + tl.arange(0, F_n1)[None, :, None, None] * states191_s2 + tl.arange(0, T_c4)[None, None, None, :] * states191_s4 + tl.zeros([F_n0, F_n1, 1, T_c4], tl.int32), t190)


@triton.jit
def kernel_3(states191_ptr, states191_s0, states191_s1, states191_s2, states191_s3, states191_s4, m52_ptr, m52_s0, m52_s1, m52_s2, m59_ptr, m59_s0, m59_s1, m59_s2, states204_ptr, states204_s0, states204_s1, states204_s2, states204_s3, states204_s4, E_c4, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr):
    # stores states204: Collect over loop c_kv.1[32]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t192 = tl.load(states191_ptr + i_c4 * states191_s0 + tl.arange(0, F_n0)[:, None, None, None] * states191_s1 + tl.arange(0, F_n1)[None, :, None, None] * states191_s2 + tl.arange(0, T_c4)[None, None, None, :] * states191_s4 + tl.zeros([F_n0, F_n1, 1, T_c4], tl.int32))
    t193 = tl.load(m52_ptr + offs_n0[:, None, None] * m52_s0 + offs_c4[None, :, None] * m52_s1 + offs_n3[None, None, :] * m52_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t194 = (t193) * (t193)
    t195 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :], t194, 0.0), axis=2, keep_dims=True)
    t196 = t195 + 6.4e-05
    t197 = tl.rsqrt(t196)
    t198 = (t193) * (t197)
    t199 = tl.load(m59_ptr + offs_n3[None, None, :] * m59_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t200 = (t198) * (t199)
    t201 = tl.reshape(t200, [F_n0, 1, T_c4, F_n3])
    t202 = (t201) * (8.0)
    t203 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t192, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t202, 0.0), 2), axis=3)
    tl.store(states204_ptr + i_c4 * states204_s0 + tl.arange(0, F_n0)[:, None, None, None] * states204_s1 + tl.arange(0, F_n1)[None, :, None, None] * states204_s2 + tl.arange(0, F_n3)[None, None, None, :] * states204_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32), t203)


@triton.jit
def kernel_4(states204_ptr, states204_s0, states204_s1, states204_s2, states204_s3, states204_s4, buf207_ptr, buf207_s0, buf207_s1, buf207_s2, buf207_s3, E_c4, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf207: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc206 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t205 = tl.load(states204_ptr + i_c4 * states204_s0 + tl.arange(0, F_n0)[:, None, None, None] * states204_s1 + tl.arange(0, F_n1)[None, :, None, None] * states204_s2 + tl.arange(0, F_n3)[None, None, None, :] * states204_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32))
        acc206 = acc206 + t205
    tl.store(buf207_ptr + offs_n0[:, None, None, None] * buf207_s0 + offs_n1[None, :, None, None] * buf207_s1 + offs_n3[None, None, None, :] * buf207_s3, acc206, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_5(buf207_ptr, buf207_s0, buf207_s1, buf207_s2, buf207_s3, m209_ptr, m209_s0, m209_s1, m209_s2, m209_s3, buf215_ptr, buf215_s0, buf215_s1, buf215_s2, buf215_s3, E_c0, E_c1, E_c2, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf215: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    acc214 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t208 = tl.load(buf207_ptr + offs_c0[:, None, None, None] * buf207_s0 + offs_c1[None, :, None, None] * buf207_s1 + offs_c3[None, None, None, :] * buf207_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t212 = tl.load(m209_ptr + offs_c1[None, :, None, None] * m209_s1 + offs_c3[None, None, :, None] * m209_s2 + offs_c2[None, None, None, :] * m209_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t213 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t208, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t212, 0.0), 2), axis=3)
        acc214 = acc214 + t213
    tl.store(buf215_ptr + offs_c0[:, None, None, None] * buf215_s0 + offs_c1[None, :, None, None] * buf215_s1 + offs_c2[None, None, None, :] * buf215_s3, acc214, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m21 = inputs['k_pe']
    m20 = m21.narrow(2, 4, 4)
    m24 = m21.narrow(2, 0, 4)
    m29 = inputs['sin_k']
    m28 = m29.reshape([1, 32, 8])
    m34 = inputs['cos_k']
    m33 = m34.reshape([1, 32, 8])
    m41 = m2.narrow(3, 0, 16)
    m44 = inputs['w_q_norm']
    m43 = m44.reshape([1, 1, 1, 16])
    m48 = inputs['w_uk']
    m47 = m48.reshape([1, 4, 16, 64])
    m52 = inputs['c_kv']
    m60 = inputs['w_kv_norm']
    m59 = m60.reshape([1, 1, 64])
    buf127 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c6']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), buf127_ptr=buf127, buf127_s0=buf127.stride(0), buf127_s1=buf127.stride(1), buf127_s2=buf127.stride(2), buf127_s3=buf127.stride(3), E_c5=16, E_c6=4, E_n0=2, E_n1=4, E_n2=8, E_n3=64, E_n4=16, E_n5=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(8), F_n3=_pow2(64), F_n4=_pow2(16), F_n5=_pow2(32), T_c5=T['c5'], T_c6=T['c6'])
    buf188 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c6']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), buf127_ptr=buf127, buf127_s0=buf127.stride(0), buf127_s1=buf127.stride(1), buf127_s2=buf127.stride(2), buf127_s3=buf127.stride(3), buf188_ptr=buf188, buf188_s0=buf188.stride(0), buf188_s1=buf188.stride(1), buf188_s2=buf188.stride(2), buf188_s3=buf188.stride(3), E_c5=16, E_c6=4, E_n0=2, E_n1=4, E_n2=8, E_n3=64, E_n4=16, E_n5=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(8), F_n3=_pow2(64), F_n4=_pow2(16), F_n5=_pow2(32), T_c5=T['c5'], T_c6=T['c6'])
    states191 = torch.full([_cdiv(32, T['c4']), _pow2(2), _pow2(4), 1, T['c4']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), buf127_ptr=buf127, buf127_s0=buf127.stride(0), buf127_s1=buf127.stride(1), buf127_s2=buf127.stride(2), buf127_s3=buf127.stride(3), buf188_ptr=buf188, buf188_s0=buf188.stride(0), buf188_s1=buf188.stride(1), buf188_s2=buf188.stride(2), buf188_s3=buf188.stride(3), states191_ptr=states191, states191_s0=states191.stride(0), states191_s1=states191.stride(1), states191_s2=states191.stride(2), states191_s3=states191.stride(3), states191_s4=states191.stride(4), E_c4=32, E_c5=16, E_n0=2, E_n1=4, E_n2=8, E_n3=64, E_n4=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(8), F_n3=_pow2(64), F_n4=_pow2(16), T_c4=T['c4'], T_c5=T['c5'])
    states204 = torch.full([_cdiv(32, T['c4']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c4']),)](states191_ptr=states191, states191_s0=states191.stride(0), states191_s1=states191.stride(1), states191_s2=states191.stride(2), states191_s3=states191.stride(3), states191_s4=states191.stride(4), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), states204_ptr=states204, states204_s0=states204.stride(0), states204_s1=states204.stride(1), states204_s2=states204.stride(2), states204_s3=states204.stride(3), states204_s4=states204.stride(4), E_c4=32, E_n0=2, E_n1=4, E_n3=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(64), T_c4=T['c4'])
    buf207 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](states204_ptr=states204, states204_s0=states204.stride(0), states204_s1=states204.stride(1), states204_s2=states204.stride(2), states204_s3=states204.stride(3), states204_s4=states204.stride(4), buf207_ptr=buf207, buf207_s0=buf207.stride(0), buf207_s1=buf207.stride(1), buf207_s2=buf207.stride(2), buf207_s3=buf207.stride(3), E_c4=32, E_n0=2, E_n1=4, E_n3=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(64), T_c4=T['c4'])
    m211 = inputs['w_uv']
    m210 = m211.permute([0, 2, 1])
    m209 = m210.reshape([1, 4, 64, 16])
    buf215 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf207_ptr=buf207, buf207_s0=buf207.stride(0), buf207_s1=buf207.stride(1), buf207_s2=buf207.stride(2), buf207_s3=buf207.stride(3), m209_ptr=m209, m209_s0=m209.stride(0), m209_s1=m209.stride(1), m209_s2=m209.stride(2), m209_s3=m209.stride(3), buf215_ptr=buf215, buf215_s0=buf215.stride(0), buf215_s1=buf215.stride(1), buf215_s2=buf215.stride(2), buf215_s3=buf215.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf215


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
