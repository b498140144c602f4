"""qknorm_mla [small], candidate 1600: 6 kernel(s)

Rendered by EqiForge from candidate 1600 of qknorm_mla [small]: grid(q.0@0) [2 mm] ; grid(q.1@1) [1 mm] ; grid(q.1@1) [1 mm] ; store(c_kv.1[32]) ; grid() loop(c_kv.1[32]: sum) | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: loop c_kv.1[32]
    c4: grid q.0@0[2]
    c5: grid q.1@1[4]

Run it on its own: `python kernels/f1600.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 16, "c4": 1, "c5": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 32, "c4": 2, "c5": 4}


@triton.jit
def kernel_0(m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m51_ptr, m51_s0, m51_s1, m51_s2, m53_ptr, m53_s0, m53_s1, m53_s2, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, E_c4, E_n0, E_n2, E_n4, E_n5, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c4: tl.constexpr):
    # writes buf72: Combine over grid q.0@0[2]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n4 = tl.arange(0, F_n4)
    offs_n0 = tl.arange(0, F_n0)
    offs_n5 = tl.arange(0, F_n5)
    t42 = tl.load(m41_ptr + offs_c4[:, None, None, None] * m41_s0 + offs_n2[None, :, None, None] * m41_s1 + offs_n4[None, None, None, :] * m41_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.load(m43_ptr + offs_n4[None, None, None, :] * m43_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t46 = (t42) * (t45)
    t49 = tl.load(m47_ptr + offs_n2[None, :, None, None] * m47_s1 + offs_n4[None, None, :, None] * m47_s2 + offs_n0[None, None, None, :] * m47_s3, mask=(offs_n2 < E_n2)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t50 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t49, 0.0), 2), axis=3)
    t52 = tl.load(m51_ptr + offs_c4[:, None, None] * m51_s0 + offs_n5[None, :, None] * m51_s1 + offs_n0[None, None, :] * m51_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t55 = tl.load(m53_ptr + offs_n0[None, None, :] * m53_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t56 = (t52) * (t55)
    t57 = (t52) * (t52)
    t58 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t57, 0.0), axis=2, keep_dims=True)
    t59 = t58 + 6.4e-05
    t60 = tl.rsqrt(t59)
    t61 = (t56) * (t60)
    t62 = tl.reshape(t61, [T_c4, 1, F_n5, F_n0])
    t63 = (t62) * (8.0)
    t64 = tl.permute(t63, (0, 1, 3, 2))
    t65 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t50, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t64, 0.0), 2), axis=3)
    t66 = (t42) * (t42)
    t67 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t66, 0.0), axis=3, keep_dims=True)
    t68 = t67 + 1.6e-05
    t69 = tl.rsqrt(t68)
    t70 = (t65) * (t69)
    t71 = (t70) * (4.0)
    tl.store(buf72_ptr + offs_c4[:, None, None, None] * buf72_s0 + offs_n2[None, :, None, None] * buf72_s1 + offs_n5[None, None, None, :] * buf72_s3, t71, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n5 < E_n5)[None, None, None, :])


@triton.jit
def kernel_1(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m21_ptr, m21_s0, m21_s1, m21_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m20_ptr, m20_s0, m20_s1, m20_s2, m24_ptr, m24_s0, m24_s1, m24_s2, m28_ptr, m28_s0, m28_s1, m28_s2, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, buf103_ptr, buf103_s0, buf103_s1, buf103_s2, buf103_s3, E_c5, E_n1, E_n2, E_n3, E_n5, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n5: tl.constexpr, T_c5: tl.constexpr):
    # writes buf103: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n5 = tl.arange(0, F_n5)
    t75 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_c5[None, :, None, None] * m8_s1 + offs_n2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t76 = -(t75)
    t77 = tl.load(m11_ptr + offs_n1[:, None, None, None] * m11_s0 + offs_c5[None, :, None, None] * m11_s1 + offs_n2[None, None, None, :] * m11_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    i78 = offs_n3[None, None, None, :] + tl.zeros([F_n1, T_c5, 1, F_n3], tl.int32)
    t79 = tl.where(i78 < 4, tl.gather(t76, tl.minimum(i78, F_n2 - 1), 3), tl.gather(t77, tl.minimum(tl.maximum(i78 - 4, 0), F_n2 - 1), 3))
    t80 = tl.load(m15_ptr + offs_n3[None, None, None, :] * m15_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t81 = (t79) * (t80)
    t82 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_c5[None, :, None, None] * m1_s1 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t83 = tl.load(m4_ptr + offs_n3[None, None, None, :] * m4_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t84 = (t82) * (t83)
    t85 = t81 + t84
    t86 = tl.load(m21_ptr + offs_n1[:, None, None] * m21_s0 + offs_n5[None, :, None] * m21_s1 + offs_n3[None, None, :] * m21_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t87 = tl.load(m33_ptr + offs_n5[None, :, None] * m33_s1 + offs_n3[None, None, :] * m33_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t88 = (t86) * (t87)
    t89 = tl.load(m20_ptr + offs_n1[:, None, None] * m20_s0 + offs_n5[None, :, None] * m20_s1 + offs_n2[None, None, :] * m20_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t90 = -(t89)
    t91 = tl.load(m24_ptr + offs_n1[:, None, None] * m24_s0 + offs_n5[None, :, None] * m24_s1 + offs_n2[None, None, :] * m24_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    i92 = offs_n3[None, None, :] + tl.zeros([F_n1, F_n5, F_n3], tl.int32)
    t93 = tl.where(i92 < 4, tl.gather(t90, tl.minimum(i92, F_n2 - 1), 2), tl.gather(t91, tl.minimum(tl.maximum(i92 - 4, 0), F_n2 - 1), 2))
    t94 = tl.load(m28_ptr + offs_n5[None, :, None] * m28_s1 + offs_n3[None, None, :] * m28_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t95 = (t93) * (t94)
    t96 = t88 + t95
    t97 = tl.reshape(t96, [F_n1, 1, F_n5, F_n3])
    t98 = tl.permute(t97, (0, 1, 3, 2))
    t99 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t85, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t98, 0.0), 2), axis=3)
    t100 = tl.load(buf72_ptr + offs_n1[:, None, None, None] * buf72_s0 + offs_c5[None, :, None, None] * buf72_s1 + offs_n5[None, None, None, :] * buf72_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t101 = t99 + t100
    t102 = tl.max(tl.where((offs_n5 < E_n5)[None, None, None, :], t101, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf103_ptr + offs_n1[:, None, None, None] * buf103_s0 + offs_c5[None, :, None, None] * buf103_s1, t102, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None])


@triton.jit
def kernel_2(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m21_ptr, m21_s0, m21_s1, m21_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m20_ptr, m20_s0, m20_s1, m20_s2, m24_ptr, m24_s0, m24_s1, m24_s2, m28_ptr, m28_s0, m28_s1, m28_s2, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, buf140_ptr, buf140_s0, buf140_s1, buf140_s2, buf140_s3, E_c5, E_n1, E_n2, E_n3, E_n5, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n5: tl.constexpr, T_c5: tl.constexpr):
    # writes buf140: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n5 = tl.arange(0, F_n5)
    t108 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_c5[None, :, None, None] * m8_s1 + offs_n2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t109 = -(t108)
    t110 = tl.load(m11_ptr + offs_n1[:, None, None, None] * m11_s0 + offs_c5[None, :, None, None] * m11_s1 + offs_n2[None, None, None, :] * m11_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    i111 = offs_n3[None, None, None, :] + tl.zeros([F_n1, T_c5, 1, F_n3], tl.int32)
    t112 = tl.where(i111 < 4, tl.gather(t109, tl.minimum(i111, F_n2 - 1), 3), tl.gather(t110, tl.minimum(tl.maximum(i111 - 4, 0), F_n2 - 1), 3))
    t113 = tl.load(m15_ptr + offs_n3[None, None, None, :] * m15_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t114 = (t112) * (t113)
    t115 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_c5[None, :, None, None] * m1_s1 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t116 = tl.load(m4_ptr + offs_n3[None, None, None, :] * m4_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t117 = (t115) * (t116)
    t118 = t114 + t117
    t119 = tl.load(m21_ptr + offs_n1[:, None, None] * m21_s0 + offs_n5[None, :, None] * m21_s1 + offs_n3[None, None, :] * m21_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t120 = tl.load(m33_ptr + offs_n5[None, :, None] * m33_s1 + offs_n3[None, None, :] * m33_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t121 = (t119) * (t120)
    t122 = tl.load(m20_ptr + offs_n1[:, None, None] * m20_s0 + offs_n5[None, :, None] * m20_s1 + offs_n2[None, None, :] * m20_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t123 = -(t122)
    t124 = tl.load(m24_ptr + offs_n1[:, None, None] * m24_s0 + offs_n5[None, :, None] * m24_s1 + offs_n2[None, None, :] * m24_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    i125 = offs_n3[None, None, :] + tl.zeros([F_n1, F_n5, F_n3], tl.int32)
    t126 = tl.where(i125 < 4, tl.gather(t123, tl.minimum(i125, F_n2 - 1), 2), tl.gather(t124, tl.minimum(tl.maximum(i125 - 4, 0), F_n2 - 1), 2))
    t127 = tl.load(m28_ptr + offs_n5[None, :, None] * m28_s1 + offs_n3[None, None, :] * m28_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t128 = (t126) * (t127)
    t129 = t121 + t128
    t130 = tl.reshape(t129, [F_n1, 1, F_n5, F_n3])
    t131 = tl.permute(t130, (0, 1, 3, 2))
    t132 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t118, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t131, 0.0), 2), axis=3)
    t133 = tl.load(buf72_ptr + offs_n1[:, None, None, None] * buf72_s0 + offs_c5[None, :, None, None] * buf72_s1 + offs_n5[None, None, None, :] * buf72_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t134 = t132 + t133
    t135 = tl.max(tl.where((offs_n5 < E_n5)[None, None, None, :], t134, -float('inf')), axis=3, keep_dims=True)
    t136 = t134 - (t135)
    t137 = (t136) * (0.2041241452319315)
    t138 = tl.exp(t137)
    t139 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t138, 0.0), axis=3, keep_dims=True)
    tl.store(buf140_ptr + offs_n1[:, None, None, None] * buf140_s0 + offs_c5[None, :, None, None] * buf140_s1, t139, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m24_ptr, m24_s0, m24_s1, m24_s2, m28_ptr, m28_s0, m28_s1, m28_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m33_ptr, m33_s0, m33_s1, m33_s2, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, buf103_ptr, buf103_s0, buf103_s1, buf103_s2, buf103_s3, buf140_ptr, buf140_s0, buf140_s1, buf140_s2, buf140_s3, states143_ptr, states143_s0, states143_s1, states143_s2, states143_s3, states143_s4, E_c3, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr):
    # stores states143: Collect over loop c_kv.1[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t3 = tl.load(m1_ptr + offs_n1[:, None, None, None] * m1_s0 + offs_n2[None, :, None, None] * m1_s1 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.load(m4_ptr + offs_n3[None, None, None, :] * m4_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t7 = (t3) * (t6)
    t9 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_n2[None, :, None, None] * m8_s1 + offs_n2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t10 = -(t9)
    t12 = tl.load(m11_ptr + offs_n1[:, None, None, None] * m11_s0 + offs_n2[None, :, None, None] * m11_s1 + offs_n2[None, None, None, :] * m11_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    i13 = offs_n3[None, None, None, :] + tl.zeros([F_n1, F_n2, 1, F_n3], tl.int32)
    t14 = tl.where(i13 < 4, tl.gather(t10, tl.minimum(i13, F_n2 - 1), 3), tl.gather(t12, tl.minimum(tl.maximum(i13 - 4, 0), F_n2 - 1), 3))
    t17 = tl.load(m15_ptr + offs_n3[None, None, None, :] * m15_s3, mask=(offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    t19 = t7 + t18
    t22 = tl.load(m20_ptr + offs_n1[:, None, None] * m20_s0 + offs_c3[None, :, None] * m20_s1 + offs_n2[None, None, :] * m20_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c3 < E_c3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t23 = -(t22)
    t25 = tl.load(m24_ptr + offs_n1[:, None, None] * m24_s0 + offs_c3[None, :, None] * m24_s1 + offs_n2[None, None, :] * m24_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c3 < E_c3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    i26 = offs_n3[None, None, :] + tl.zeros([F_n1, T_c3, F_n3], tl.int32)
    t27 = tl.where(i26 < 4, tl.gather(t23, tl.minimum(i26, F_n2 - 1), 2), tl.gather(t25, tl.minimum(tl.maximum(i26 - 4, 0), F_n2 - 1), 2))
    t30 = tl.load(m28_ptr + offs_c3[None, :, None] * m28_s1 + offs_n3[None, None, :] * m28_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t31 = (t27) * (t30)
    t32 = tl.load(m21_ptr + offs_n1[:, None, None] * m21_s0 + offs_c3[None, :, None] * m21_s1 + offs_n3[None, None, :] * m21_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c3 < E_c3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t35 = tl.load(m33_ptr + offs_c3[None, :, None] * m33_s1 + offs_n3[None, None, :] * m33_s2, mask=(offs_c3 < E_c3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t36 = (t32) * (t35)
    t37 = t31 + t36
    t38 = tl.reshape(t37, [F_n1, 1, T_c3, F_n3])
    t39 = tl.permute(t38, (0, 1, 3, 2))
    t40 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t39, 0.0), 2), axis=3)
    t73 = tl.load(buf72_ptr + offs_n1[:, None, None, None] * buf72_s0 + offs_n2[None, :, None, None] * buf72_s1 + offs_c3[None, None, None, :] * buf72_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t74 = t40 + t73
    t104 = tl.load(buf103_ptr + offs_n1[:, None, None, None] * buf103_s0 + offs_n2[None, :, None, None] * buf103_s1, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None], other=0).to(tl.float32)
    t105 = t74 - (t104)
    t106 = (t105) * (0.2041241452319315)
    t107 = tl.exp(t106)
    t141 = tl.load(buf140_ptr + offs_n1[:, None, None, None] * buf140_s0 + offs_n2[None, :, None, None] * buf140_s1, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None], other=0).to(tl.float32)
    t142 = (t107) / (t141)
    tl.store(states143_ptr + i_c3 * states143_s0 + tl.arange(0, F_n1)[:, None, None, None] * states143_s1 + tl.arange(0, F_n2)[None, :, None, None] * states143_s2 + tl.arange(0, T_c3)[None, None, None, :] * states143_s4 + tl.zeros([F_n1, F_n2, 1, T_c3], tl.int32), t142)


@triton.jit
def kernel_4(states143_ptr, states143_s0, states143_s1, states143_s2, states143_s3, states143_s4, m51_ptr, m51_s0, m51_s1, m51_s2, m53_ptr, m53_s0, m53_s1, m53_s2, buf157_ptr, buf157_s0, buf157_s1, buf157_s2, buf157_s3, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf157: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t146 = tl.load(m53_ptr + offs_n0[None, None, :] * m53_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    acc156 = tl.full([F_n1, F_n2, 1, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t144 = tl.load(states143_ptr + i_c3 * states143_s0 + tl.arange(0, F_n1)[:, None, None, None] * states143_s1 + tl.arange(0, F_n2)[None, :, None, None] * states143_s2 + tl.arange(0, T_c3)[None, None, None, :] * states143_s4 + tl.zeros([F_n1, F_n2, 1, T_c3], tl.int32))
        t145 = tl.load(m51_ptr + offs_n1[:, None, None] * m51_s0 + offs_c3[None, :, None] * m51_s1 + offs_n0[None, None, :] * m51_s2, mask=(offs_n1 < E_n1)[:, None, None] & (offs_c3 < E_c3)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
        t147 = (t145) * (t146)
        t148 = (t145) * (t145)
        t149 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t148, 0.0), axis=2, keep_dims=True)
        t150 = t149 + 6.4e-05
        t151 = tl.rsqrt(t150)
        t152 = (t147) * (t151)
        t153 = tl.reshape(t152, [F_n1, 1, T_c3, F_n0])
        t154 = (t153) * (8.0)
        t155 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t144, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t154, 0.0), 2), axis=3)
        acc156 = acc156 + t155
    tl.store(buf157_ptr + offs_n1[:, None, None, None] * buf157_s0 + offs_n2[None, :, None, None] * buf157_s1 + offs_n0[None, None, None, :] * buf157_s3, acc156, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_5(buf157_ptr, buf157_s0, buf157_s1, buf157_s2, buf157_s3, m159_ptr, m159_s0, m159_s1, m159_s2, m159_s3, buf164_ptr, buf164_s0, buf164_s1, buf164_s2, buf164_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf164: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t158 = tl.load(buf157_ptr + offs_c0[:, None, None, None] * buf157_s0 + offs_c1[None, :, None, None] * buf157_s1 + offs_n0[None, None, None, :] * buf157_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t162 = tl.load(m159_ptr + offs_c1[None, :, None, None] * m159_s1 + offs_n0[None, None, :, None] * m159_s2 + offs_c2[None, None, None, :] * m159_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t163 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t158, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t162, 0.0), 2), axis=3)
    tl.store(buf164_ptr + offs_c0[:, None, None, None] * buf164_s0 + offs_c1[None, :, None, None] * buf164_s1 + offs_c2[None, None, None, :] * buf164_s3, t163, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m51 = inputs['c_kv']
    m54 = inputs['w_kv_norm']
    m53 = m54.reshape([1, 1, 64])
    buf72 = torch.full([2, 4, 1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c4']),)](m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), E_c4=2, E_n0=64, E_n2=4, E_n4=16, E_n5=32, F_n0=_pow2(64), F_n2=_pow2(4), F_n4=_pow2(16), F_n5=_pow2(32), T_c4=T['c4'])
    buf103 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c5']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), buf103_ptr=buf103, buf103_s0=buf103.stride(0), buf103_s1=buf103.stride(1), buf103_s2=buf103.stride(2), buf103_s3=buf103.stride(3), E_c5=4, E_n1=2, E_n2=4, E_n3=8, E_n5=32, F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(8), F_n5=_pow2(32), T_c5=T['c5'])
    buf140 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c5']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), buf140_ptr=buf140, buf140_s0=buf140.stride(0), buf140_s1=buf140.stride(1), buf140_s2=buf140.stride(2), buf140_s3=buf140.stride(3), E_c5=4, E_n1=2, E_n2=4, E_n3=8, E_n5=32, F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(8), F_n5=_pow2(32), T_c5=T['c5'])
    states143 = torch.full([_cdiv(32, T['c3']), _pow2(2), _pow2(4), 1, T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), buf103_ptr=buf103, buf103_s0=buf103.stride(0), buf103_s1=buf103.stride(1), buf103_s2=buf103.stride(2), buf103_s3=buf103.stride(3), buf140_ptr=buf140, buf140_s0=buf140.stride(0), buf140_s1=buf140.stride(1), buf140_s2=buf140.stride(2), buf140_s3=buf140.stride(3), states143_ptr=states143, states143_s0=states143.stride(0), states143_s1=states143.stride(1), states143_s2=states143.stride(2), states143_s3=states143.stride(3), states143_s4=states143.stride(4), E_c3=32, E_n1=2, E_n2=4, E_n3=8, F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(8), T_c3=T['c3'])
    buf157 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](states143_ptr=states143, states143_s0=states143.stride(0), states143_s1=states143.stride(1), states143_s2=states143.stride(2), states143_s3=states143.stride(3), states143_s4=states143.stride(4), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), buf157_ptr=buf157, buf157_s0=buf157.stride(0), buf157_s1=buf157.stride(1), buf157_s2=buf157.stride(2), buf157_s3=buf157.stride(3), E_c3=32, E_n0=64, E_n1=2, E_n2=4, F_n0=_pow2(64), F_n1=_pow2(2), F_n2=_pow2(4), T_c3=T['c3'])
    m161 = inputs['w_uv']
    m160 = m161.permute([0, 2, 1])
    m159 = m160.reshape([1, 4, 64, 16])
    buf164 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf157_ptr=buf157, buf157_s0=buf157.stride(0), buf157_s1=buf157.stride(1), buf157_s2=buf157.stride(2), buf157_s3=buf157.stride(3), m159_ptr=m159, m159_s0=m159.stride(0), m159_s1=m159.stride(1), m159_s2=m159.stride(2), m159_s3=m159.stride(3), buf164_ptr=buf164, buf164_s0=buf164.stride(0), buf164_s1=buf164.stride(1), buf164_s2=buf164.stride(2), buf164_s3=buf164.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf164


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
