"""qknorm_mla [small], candidate 138: 6 kernel(s)

Rendered by EqiForge from candidate 138 of qknorm_mla [small]: grid(c_kv.1@3) loop(q.3[16]: sum) [2 mm] ; grid(q.1@1) [1 mm] ; grid(q.1@1) [1 mm] ; store(c_kv.1[32]) ; grid() loop(c_kv.1[32]: pair(sum, sum), stored) | grid(cut0.0@0, cut0.1@1, w_uv.3@3) loop(cut0.3[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: loop cut0.3[64]
    c4: loop c_kv.1[32]
    c5: grid c_kv.1@3[32]
    c6: loop q.3[16]
    c7: grid q.1@1[4]

Run it on its own: `python kernels/f138.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 16, "c5": 16, "c6": 8, "c7": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 64, "c4": 32, "c5": 32, "c6": 16, "c7": 4}


@triton.jit
def kernel_0(m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m59_ptr, m59_s0, m59_s1, m59_s2, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, E_c5, E_c6, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # writes buf74: Combine over grid c_kv.1@3[32]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    acc51 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t42 = tl.load(m41_ptr + offs_n0[:, None, None, None] * m41_s0 + offs_n1[None, :, None, None] * m41_s1 + offs_c6[None, None, None, :] * m41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t45 = tl.load(m43_ptr + offs_c6[None, None, None, :] * m43_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t46 = (t42) * (t45)
        t49 = tl.load(m47_ptr + offs_n1[None, :, None, None] * m47_s1 + offs_c6[None, None, :, None] * m47_s2 + offs_n3[None, None, None, :] * m47_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t50 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t49, 0.0), 2), axis=3)
        acc51 = acc51 + t50
    t53 = tl.load(m52_ptr + offs_n0[:, None, None] * m52_s0 + offs_c5[None, :, None] * m52_s1 + offs_n3[None, None, :] * m52_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t54 = (t53) * (t53)
    t55 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :], t54, 0.0), axis=2, keep_dims=True)
    t56 = t55 + 6.4e-05
    t57 = tl.rsqrt(t56)
    t58 = (t53) * (t57)
    t61 = tl.load(m59_ptr + offs_n3[None, None, :] * m59_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t62 = (t58) * (t61)
    t63 = tl.reshape(t62, [F_n0, 1, T_c5, F_n3])
    t64 = (t63) * (8.0)
    t65 = tl.permute(t64, (0, 1, 3, 2))
    t66 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], acc51, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t65, 0.0), 2), axis=3)
    t67 = tl.load(m41_ptr + offs_n0[:, None, None, None] * m41_s0 + offs_n1[None, :, None, None] * m41_s1 + offs_n4[None, None, None, :] * m41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t68 = (t67) * (t67)
    t69 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
    t70 = t69 + 1.6e-05
    t71 = tl.rsqrt(t70)
    t72 = (t66) * (t71)
    t73 = (t72) * (4.0)
    tl.store(buf74_ptr + offs_n0[:, None, None, None] * buf74_s0 + offs_n1[None, :, None, None] * buf74_s1 + offs_c5[None, None, None, :] * buf74_s3, t73, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c5 < E_c5)[None, None, None, :])


@triton.jit
def kernel_1(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m21_ptr, m21_s0, m21_s1, m21_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m20_ptr, m20_s0, m20_s1, m20_s2, m24_ptr, m24_s0, m24_s1, m24_s2, m28_ptr, m28_s0, m28_s1, m28_s2, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, buf105_ptr, buf105_s0, buf105_s1, buf105_s2, buf105_s3, E_c7, E_n0, E_n1, E_n2, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n5: tl.constexpr, T_c7: tl.constexpr):
    # writes buf105: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c7 = pid % tl.cdiv(E_c7, T_c7)
    pid = pid // tl.cdiv(E_c7, T_c7)
    offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n5 = tl.arange(0, F_n5)
    t77 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_c7[None, :, None, None] * m8_s1 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t78 = -(t77)
    t79 = tl.load(m11_ptr + offs_n0[:, None, None, None] * m11_s0 + offs_c7[None, :, None, None] * m11_s1 + offs_n1[None, None, None, :] * m11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i80 = offs_n2[None, None, None, :] + tl.zeros([F_n0, T_c7, 1, F_n2], tl.int32)
    t81 = tl.where(i80 < 4, tl.gather(t78, tl.minimum(i80, F_n1 - 1), 3), tl.gather(t79, tl.minimum(tl.maximum(i80 - 4, 0), F_n1 - 1), 3))
    t82 = tl.load(m15_ptr + offs_n2[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t83 = (t81) * (t82)
    t84 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c7[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t85 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t86 = (t84) * (t85)
    t87 = t83 + t86
    t88 = tl.load(m21_ptr + offs_n0[:, None, None] * m21_s0 + offs_n5[None, :, None] * m21_s1 + offs_n2[None, None, :] * m21_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t89 = tl.load(m33_ptr + offs_n5[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t90 = (t88) * (t89)
    t91 = tl.load(m20_ptr + offs_n0[:, None, None] * m20_s0 + offs_n5[None, :, None] * m20_s1 + offs_n1[None, None, :] * m20_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t92 = -(t91)
    t93 = tl.load(m24_ptr + offs_n0[:, None, None] * m24_s0 + offs_n5[None, :, None] * m24_s1 + offs_n1[None, None, :] * m24_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i94 = offs_n2[None, None, :] + tl.zeros([F_n0, F_n5, F_n2], tl.int32)
    t95 = tl.where(i94 < 4, tl.gather(t92, tl.minimum(i94, F_n1 - 1), 2), tl.gather(t93, tl.minimum(tl.maximum(i94 - 4, 0), F_n1 - 1), 2))
    t96 = tl.load(m28_ptr + offs_n5[None, :, None] * m28_s1 + offs_n2[None, None, :] * m28_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t97 = (t95) * (t96)
    t98 = t90 + t97
    t99 = tl.reshape(t98, [F_n0, 1, F_n5, F_n2])
    t100 = tl.permute(t99, (0, 1, 3, 2))
    t101 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t87, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t100, 0.0), 2), axis=3)
    t102 = tl.load(buf74_ptr + offs_n0[:, None, None, None] * buf74_s0 + offs_c7[None, :, None, None] * buf74_s1 + offs_n5[None, None, None, :] * buf74_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t103 = t101 + t102
    t104 = tl.max(tl.where((offs_n5 < E_n5)[None, None, None, :], t103, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf105_ptr + offs_n0[:, None, None, None] * buf105_s0 + offs_c7[None, :, None, None] * buf105_s1, t104, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None])


@triton.jit
def kernel_2(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m21_ptr, m21_s0, m21_s1, m21_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m20_ptr, m20_s0, m20_s1, m20_s2, m24_ptr, m24_s0, m24_s1, m24_s2, m28_ptr, m28_s0, m28_s1, m28_s2, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, buf105_ptr, buf105_s0, buf105_s1, buf105_s2, buf105_s3, buf142_ptr, buf142_s0, buf142_s1, buf142_s2, buf142_s3, E_c7, E_n0, E_n1, E_n2, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n5: tl.constexpr, T_c7: tl.constexpr):
    # writes buf142: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c7 = pid % tl.cdiv(E_c7, T_c7)
    pid = pid // tl.cdiv(E_c7, T_c7)
    offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n5 = tl.arange(0, F_n5)
    t110 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_c7[None, :, None, None] * m8_s1 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t111 = -(t110)
    t112 = tl.load(m11_ptr + offs_n0[:, None, None, None] * m11_s0 + offs_c7[None, :, None, None] * m11_s1 + offs_n1[None, None, None, :] * m11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i113 = offs_n2[None, None, None, :] + tl.zeros([F_n0, T_c7, 1, F_n2], tl.int32)
    t114 = tl.where(i113 < 4, tl.gather(t111, tl.minimum(i113, F_n1 - 1), 3), tl.gather(t112, tl.minimum(tl.maximum(i113 - 4, 0), F_n1 - 1), 3))
    t115 = tl.load(m15_ptr + offs_n2[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t116 = (t114) * (t115)
    t117 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c7[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t118 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t119 = (t117) * (t118)
    t120 = t116 + t119
    t121 = tl.load(m21_ptr + offs_n0[:, None, None] * m21_s0 + offs_n5[None, :, None] * m21_s1 + offs_n2[None, None, :] * m21_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t122 = tl.load(m33_ptr + offs_n5[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t123 = (t121) * (t122)
    t124 = tl.load(m20_ptr + offs_n0[:, None, None] * m20_s0 + offs_n5[None, :, None] * m20_s1 + offs_n1[None, None, :] * m20_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t125 = -(t124)
    t126 = tl.load(m24_ptr + offs_n0[:, None, None] * m24_s0 + offs_n5[None, :, None] * m24_s1 + offs_n1[None, None, :] * m24_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i127 = offs_n2[None, None, :] + tl.zeros([F_n0, F_n5, F_n2], tl.int32)
    t128 = tl.where(i127 < 4, tl.gather(t125, tl.minimum(i127, F_n1 - 1), 2), tl.gather(t126, tl.minimum(tl.maximum(i127 - 4, 0), F_n1 - 1), 2))
    t129 = tl.load(m28_ptr + offs_n5[None, :, None] * m28_s1 + offs_n2[None, None, :] * m28_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t130 = (t128) * (t129)
    t131 = t123 + t130
    t132 = tl.reshape(t131, [F_n0, 1, F_n5, F_n2])
    t133 = tl.permute(t132, (0, 1, 3, 2))
    t134 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t120, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t133, 0.0), 2), axis=3)
    t135 = tl.load(buf74_ptr + offs_n0[:, None, None, None] * buf74_s0 + offs_c7[None, :, None, None] * buf74_s1 + offs_n5[None, None, None, :] * buf74_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t136 = t134 + t135
    t137 = tl.load(buf105_ptr + offs_n0[:, None, None, None] * buf105_s0 + offs_c7[None, :, None, None] * buf105_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None], other=0).to(tl.float32)
    t138 = t136 - (t137)
    t139 = (t138) * (0.2041241452319315)
    t140 = tl.exp(t139)
    t141 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t140, 0.0), axis=3, keep_dims=True)
    tl.store(buf142_ptr + offs_n0[:, None, None, None] * buf142_s0 + offs_c7[None, :, None, None] * buf142_s1, t141, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m24_ptr, m24_s0, m24_s1, m24_s2, m28_ptr, m28_s0, m28_s1, m28_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m33_ptr, m33_s0, m33_s1, m33_s2, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, buf105_ptr, buf105_s0, buf105_s1, buf105_s2, buf105_s3, buf142_ptr, buf142_s0, buf142_s1, buf142_s2, buf142_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m59_ptr, m59_s0, m59_s1, m59_s2, states156_ptr, states156_s0, states156_s1, states156_s2, states156_s3, states156_s4, states157_ptr, states157_s0, states157_s1, states157_s2, states157_s3, states157_s4, E_c4, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr):
    # stores states156, states157: Collect over loop c_kv.1[32]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
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
    t75 = tl.load(buf74_ptr + offs_n0[:, None, None, None] * buf74_s0 + offs_n1[None, :, None, None] * buf74_s1 + offs_c4[None, None, None, :] * buf74_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t76 = t40 + t75
    t106 = tl.load(buf105_ptr + offs_n0[:, None, None, None] * buf105_s0 + offs_n1[None, :, None, None] * buf105_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t107 = t76 - (t106)
    t108 = (t107) * (0.2041241452319315)
    t109 = tl.exp(t108)
    t143 = tl.load(buf142_ptr + offs_n0[:, None, None, None] * buf142_s0 + offs_n1[None, :, None, None] * buf142_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t144 = (t109) / (t143)
    t145 = tl.load(m52_ptr + offs_n0[:, None, None] * m52_s0 + offs_c4[None, :, None] * m52_s1 + offs_n3[None, None, :] * m52_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t146 = (t145) * (t145)
    t147 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :], t146, 0.0), axis=2, keep_dims=True)
    t148 = t147 + 6.4e-05
    t149 = tl.rsqrt(t148)
    t150 = (t145) * (t149)
    t151 = tl.load(m59_ptr + offs_n3[None, None, :] * m59_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t152 = (t150) * (t151)
    t153 = tl.reshape(t152, [F_n0, 1, T_c4, F_n3])
    t154 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t144, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t153, 0.0), 2), axis=3)
    t155 = (t154) * (8.0)
    tl.store(states156_ptr + i_c4 * states156_s0 + tl.arange(0, F_n0)[:, None, None, None] * states156_s1 + tl.arange(0, F_n1)[None, :, None, None] * states156_s2 + tl.arange(0, F_n3)[None, None, None, :] * states156_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32), t154)
    tl.store(states157_ptr + i_c4 * states157_s0 + tl.arange(0, F_n0)[:, None, None, None] * states157_s1 + tl.arange(0, F_n1)[None, :, None, None] * states157_s2 + tl.arange(0, F_n3)[None, None, None, :] * states157_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32), t155)


@triton.jit
def kernel_4(states156_ptr, states156_s0, states156_s1, states156_s2, states156_s3, states156_s4, states157_ptr, states157_s0, states157_s1, states157_s2, states157_s3, states157_s4, buf162_ptr, buf162_s0, buf162_s1, buf162_s2, buf162_s3, buf163_ptr, buf163_s0, buf163_s1, buf163_s2, buf163_s3, E_c4, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf162, buf163: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc160 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    acc161 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t158 = tl.load(states156_ptr + i_c4 * states156_s0 + tl.arange(0, F_n0)[:, None, None, None] * states156_s1 + tl.arange(0, F_n1)[None, :, None, None] * states156_s2 + tl.arange(0, F_n3)[None, None, None, :] * states156_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32))
        t159 = tl.load(states157_ptr + i_c4 * states157_s0 + tl.arange(0, F_n0)[:, None, None, None] * states157_s1 + tl.arange(0, F_n1)[None, :, None, None] * states157_s2 + tl.arange(0, F_n3)[None, None, None, :] * states157_s4 + tl.zeros([F_n0, F_n1, 1, F_n3], tl.int32))
        acc160 = acc160 + t158
        acc161 = acc161 + t159
    tl.store(buf162_ptr + offs_n0[:, None, None, None] * buf162_s0 + offs_n1[None, :, None, None] * buf162_s1 + offs_n3[None, None, None, :] * buf162_s3, acc160, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])
    tl.store(buf163_ptr + offs_n0[:, None, None, None] * buf163_s0 + offs_n1[None, :, None, None] * buf163_s1 + offs_n3[None, None, None, :] * buf163_s3, acc161, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_5(buf163_ptr, buf163_s0, buf163_s1, buf163_s2, buf163_s3, m165_ptr, m165_s0, m165_s1, m165_s2, m165_s3, buf171_ptr, buf171_s0, buf171_s1, buf171_s2, buf171_s3, E_c0, E_c1, E_c2, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf171: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    acc170 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t164 = tl.load(buf163_ptr + offs_c0[:, None, None, None] * buf163_s0 + offs_c1[None, :, None, None] * buf163_s1 + offs_c3[None, None, None, :] * buf163_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t168 = tl.load(m165_ptr + offs_c1[None, :, None, None] * m165_s1 + offs_c3[None, None, :, None] * m165_s2 + offs_c2[None, None, None, :] * m165_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t169 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t164, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t168, 0.0), 2), axis=3)
        acc170 = acc170 + t169
    tl.store(buf171_ptr + offs_c0[:, None, None, None] * buf171_s0 + offs_c1[None, :, None, None] * buf171_s1 + offs_c2[None, None, None, :] * buf171_s3, acc170, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    buf74 = torch.full([2, 4, 1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c5']),)](m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), E_c5=32, E_c6=16, E_n0=2, E_n1=4, E_n3=64, E_n4=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(64), F_n4=_pow2(16), T_c5=T['c5'], T_c6=T['c6'])
    buf105 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c7']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), buf105_ptr=buf105, buf105_s0=buf105.stride(0), buf105_s1=buf105.stride(1), buf105_s2=buf105.stride(2), buf105_s3=buf105.stride(3), E_c7=4, E_n0=2, E_n1=4, E_n2=8, E_n5=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(8), F_n5=_pow2(32), T_c7=T['c7'])
    buf142 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c7']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), buf105_ptr=buf105, buf105_s0=buf105.stride(0), buf105_s1=buf105.stride(1), buf105_s2=buf105.stride(2), buf105_s3=buf105.stride(3), buf142_ptr=buf142, buf142_s0=buf142.stride(0), buf142_s1=buf142.stride(1), buf142_s2=buf142.stride(2), buf142_s3=buf142.stride(3), E_c7=4, E_n0=2, E_n1=4, E_n2=8, E_n5=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(8), F_n5=_pow2(32), T_c7=T['c7'])
    states156 = torch.full([_cdiv(32, T['c4']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states157 = torch.full([_cdiv(32, T['c4']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), buf105_ptr=buf105, buf105_s0=buf105.stride(0), buf105_s1=buf105.stride(1), buf105_s2=buf105.stride(2), buf105_s3=buf105.stride(3), buf142_ptr=buf142, buf142_s0=buf142.stride(0), buf142_s1=buf142.stride(1), buf142_s2=buf142.stride(2), buf142_s3=buf142.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), states156_ptr=states156, states156_s0=states156.stride(0), states156_s1=states156.stride(1), states156_s2=states156.stride(2), states156_s3=states156.stride(3), states156_s4=states156.stride(4), states157_ptr=states157, states157_s0=states157.stride(0), states157_s1=states157.stride(1), states157_s2=states157.stride(2), states157_s3=states157.stride(3), states157_s4=states157.stride(4), E_c4=32, E_n0=2, E_n1=4, E_n2=8, E_n3=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(8), F_n3=_pow2(64), T_c4=T['c4'])
    buf162 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    buf163 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](states156_ptr=states156, states156_s0=states156.stride(0), states156_s1=states156.stride(1), states156_s2=states156.stride(2), states156_s3=states156.stride(3), states156_s4=states156.stride(4), states157_ptr=states157, states157_s0=states157.stride(0), states157_s1=states157.stride(1), states157_s2=states157.stride(2), states157_s3=states157.stride(3), states157_s4=states157.stride(4), buf162_ptr=buf162, buf162_s0=buf162.stride(0), buf162_s1=buf162.stride(1), buf162_s2=buf162.stride(2), buf162_s3=buf162.stride(3), buf163_ptr=buf163, buf163_s0=buf163.stride(0), buf163_s1=buf163.stride(1), buf163_s2=buf163.stride(2), buf163_s3=buf163.stride(3), E_c4=32, E_n0=2, E_n1=4, E_n3=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(64), T_c4=T['c4'])
    m167 = inputs['w_uv']
    m166 = m167.permute([0, 2, 1])
    m165 = m166.reshape([1, 4, 64, 16])
    buf171 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf163_ptr=buf163, buf163_s0=buf163.stride(0), buf163_s1=buf163.stride(1), buf163_s2=buf163.stride(2), buf163_s3=buf163.stride(3), m165_ptr=m165, m165_s0=m165.stride(0), m165_s1=m165.stride(1), m165_s2=m165.stride(2), m165_s3=m165.stride(3), buf171_ptr=buf171, buf171_s0=buf171.stride(0), buf171_s1=buf171.stride(1), buf171_s2=buf171.stride(2), buf171_s3=buf171.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf171


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
