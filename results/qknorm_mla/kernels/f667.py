"""qknorm_mla [small], candidate 667: 6 kernel(s)

Rendered by EqiForge from candidate 667 of qknorm_mla [small]: store(c_kv.2[64]) ; store(c_kv.2[64]) ; store(c_kv.1[32]) loop(c_kv.2[64]: sum, stored) ; store(c_kv.1[32]) ; grid(c_kv.2@3, q.0@0, q.1@1) loop(c_kv.1[32]: rescale, stored) loop(c_kv.1[32]: rescale, stored) | grid(cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.1@1[4]
    c1: grid w_uv.3@3[16]
    c2: grid q.0@0[2]
    c3: grid q.1@1[4]
    c4: grid c_kv.2@3[64]
    c5: loop c_kv.1[32]
    c6: loop c_kv.2[64]

Run it on its own: `python kernels/f667.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 8, "c2": 1, "c3": 2, "c4": 32, "c5": 16, "c6": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 4, "c1": 16, "c2": 2, "c3": 4, "c4": 64, "c5": 32, "c6": 64}


@triton.jit
def kernel_0(m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, states56_ptr, states56_s0, states56_s1, states56_s2, states56_s3, states56_s4, states56_s5, states56_s6, E_c2, E_c3, E_c6, E_n4, F_n4: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c6: tl.constexpr):
    # stores states56: Collect over loop c_kv.2[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c6 = pid % tl.cdiv(E_c6, T_c6)
    pid = pid // tl.cdiv(E_c6, T_c6)
    offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)
    offs_one = tl.arange(0, 1)
    offs_n4 = tl.arange(0, F_n4)
    t42 = tl.load(m41_ptr + offs_c2[:, None, None, None] * m41_s0 + offs_c3[None, :, None, None] * m41_s1 + offs_n4[None, None, None, :] * m41_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.load(m43_ptr + offs_n4[None, None, None, :] * m43_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t46 = (t42) * (t45)
    t49 = tl.load(m47_ptr + offs_c3[None, :, None, None] * m47_s1 + offs_n4[None, None, :, None] * m47_s2 + offs_c6[None, None, None, :] * m47_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
    t50 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t49, 0.0), 2), axis=3)
    t51 = (t42) * (t42)
    t52 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t51, 0.0), axis=3, keep_dims=True)
    t53 = t52 + 1.6e-05
    t54 = tl.rsqrt(t53)
    t55 = (t50) * (t54)
    tl.store(states56_ptr + i_c2 * states56_s0 + i_c3 * states56_s1 + i_c6 * states56_s2 + tl.arange(0, T_c2)[:, None, None, None] * states56_s3 + tl.arange(0, T_c3)[None, :, None, None] * states56_s4 + tl.arange(0, T_c6)[None, None, None, :] * states56_s6 + tl.zeros([T_c2, T_c3, 1, T_c6], tl.int32), t55)


@triton.jit
def kernel_1(states56_ptr, states56_s0, states56_s1, states56_s2, states56_s3, states56_s4, states56_s5, states56_s6, m58_ptr, m58_s0, m58_s1, m58_s2, m60_ptr, m60_s0, m60_s1, m60_s2, states74_ptr, states74_s0, states74_s1, states74_s2, states74_s3, states74_s4, states74_s5, states74_s6, states74_s7, E_c2, E_c3, E_c5, E_c6, E_n1, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # stores states74: Collect over loop c_kv.2[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    i_c6 = pid % tl.cdiv(E_c6, T_c6)
    pid = pid // tl.cdiv(E_c6, T_c6)
    offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t57 = tl.load(states56_ptr + i_c2 * states56_s0 + i_c3 * states56_s1 + i_c6 * states56_s2 + tl.arange(0, T_c2)[:, None, None, None] * states56_s3 + tl.arange(0, T_c3)[None, :, None, None] * states56_s4 + tl.arange(0, T_c6)[None, None, None, :] * states56_s6 + tl.zeros([T_c2, T_c3, 1, T_c6], tl.int32))
    t59 = tl.load(m58_ptr + offs_c2[:, None, None] * m58_s0 + offs_c5[None, :, None] * m58_s1 + offs_c6[None, None, :] * m58_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_c6 < E_c6)[None, None, :], other=0).to(tl.float32)
    t62 = tl.load(m60_ptr + offs_c6[None, None, :] * m60_s2, mask=(offs_c6 < E_c6)[None, None, :], other=0).to(tl.float32)
    t63 = (t59) * (t62)
    t64 = tl.load(m58_ptr + offs_c2[:, None, None] * m58_s0 + offs_c5[None, :, None] * m58_s1 + offs_n1[None, None, :] * m58_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t65 = (t64) * (t64)
    t66 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t65, 0.0), axis=2, keep_dims=True)
    t67 = t66 + 6.4e-05
    t68 = tl.rsqrt(t67)
    t69 = (t63) * (t68)
    t70 = tl.reshape(t69, [T_c2, 1, T_c5, T_c6])
    t71 = (t70) * (8.0)
    t72 = tl.permute(t71, (0, 1, 3, 2))
    t73 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t57, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t72, 0.0), 2), axis=3)
    tl.store(states74_ptr + i_c2 * states74_s0 + i_c3 * states74_s1 + i_c5 * states74_s2 + i_c6 * states74_s3 + tl.arange(0, T_c2)[:, None, None, None] * states74_s4 + tl.arange(0, T_c3)[None, :, None, None] * states74_s5 + tl.arange(0, T_c5)[None, None, None, :] * states74_s7 + tl.zeros([T_c2, T_c3, 1, T_c5], tl.int32), t73)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m33_ptr, m33_s0, m33_s1, m33_s2, states74_ptr, states74_s0, states74_s1, states74_s2, states74_s3, states74_s4, states74_s5, states74_s6, states74_s7, m58_ptr, m58_s0, m58_s1, m58_s2, m60_ptr, m60_s0, m60_s1, m60_s2, states100_ptr, states100_s0, states100_s1, states100_s2, states100_s3, states100_s4, states100_s5, states100_s6, states100_s7, states101_ptr, states101_s0, states101_s1, states101_s2, states101_s3, states101_s4, states101_s5, states101_s6, states101_s7, E_c2, E_c3, E_c4, E_c5, E_c6, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # stores states100, states101: Collect over loop c_kv.1[32]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_c2[:, None, None, None] * m1_s0 + offs_c3[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t7 = (t3) * (t6)
    t9 = tl.load(m8_ptr + offs_c2[:, None, None, None] * m8_s0 + offs_c3[None, :, None, None] * m8_s1 + offs_n3[None, None, None, :] * m8_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t10 = -(t9)
    t12 = tl.load(m11_ptr + offs_c2[:, None, None, None] * m11_s0 + offs_c3[None, :, None, None] * m11_s1 + offs_n3[None, None, None, :] * m11_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    i13 = offs_n2[None, None, None, :] + tl.zeros([T_c2, T_c3, 1, F_n2], tl.int32)
    t14 = tl.where(i13 < 4, tl.gather(t10, tl.minimum(i13, F_n3 - 1), 3), tl.gather(t12, tl.minimum(tl.maximum(i13 - 4, 0), F_n3 - 1), 3))
    t17 = tl.load(m15_ptr + offs_n2[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    t19 = t7 + t18
    t21 = tl.load(m20_ptr + offs_c2[:, None, None] * m20_s0 + offs_c5[None, :, None] * m20_s1 + offs_n2[None, None, :] * m20_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t24 = tl.load(m22_ptr + offs_c5[None, :, None] * m22_s1 + offs_n2[None, None, :] * m22_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t25 = (t21) * (t24)
    t27 = tl.load(m26_ptr + offs_c2[:, None, None] * m26_s0 + offs_c5[None, :, None] * m26_s1 + offs_n3[None, None, :] * m26_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t28 = -(t27)
    t30 = tl.load(m29_ptr + offs_c2[:, None, None] * m29_s0 + offs_c5[None, :, None] * m29_s1 + offs_n3[None, None, :] * m29_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    i31 = offs_n2[None, None, :] + tl.zeros([T_c2, T_c5, F_n2], tl.int32)
    t32 = tl.where(i31 < 4, tl.gather(t28, tl.minimum(i31, F_n3 - 1), 2), tl.gather(t30, tl.minimum(tl.maximum(i31 - 4, 0), F_n3 - 1), 2))
    t35 = tl.load(m33_ptr + offs_c5[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t36 = (t32) * (t35)
    t37 = t25 + t36
    t38 = tl.reshape(t37, [T_c2, 1, T_c5, F_n2])
    t39 = tl.permute(t38, (0, 1, 3, 2))
    t40 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t39, 0.0), 2), axis=3)
    acc76 = tl.full([T_c2, T_c3, 1, T_c5], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t75 = tl.load(states74_ptr + i_c2 * states74_s0 + i_c3 * states74_s1 + i_c5 * states74_s2 + i_c6 * states74_s3 + tl.arange(0, T_c2)[:, None, None, None] * states74_s4 + tl.arange(0, T_c3)[None, :, None, None] * states74_s5 + tl.arange(0, T_c5)[None, None, None, :] * states74_s7 + tl.zeros([T_c2, T_c3, 1, T_c5], tl.int32))
        acc76 = acc76 + t75
    t77 = (acc76) * (4.0)
    t78 = t40 + t77
    t79 = tl.max(tl.where((offs_c5 < E_c5)[None, None, None, :], t78, -float('inf')), axis=3, keep_dims=True)
    t80 = (t79) * (0.2041241452319315)
    t81 = (t78) * (0.2041241452319315)
    t82 = t80 - (t80)
    t83 = t82 == t82
    t84 = (t83) == 0
    t85 = tl.exp(t80)
    t86 = tl.where(t84, t85, t80)
    t87 = t81 - (t86)
    t88 = tl.exp(t87)
    t89 = tl.load(m58_ptr + offs_c2[:, None, None] * m58_s0 + offs_c5[None, :, None] * m58_s1 + offs_c4[None, None, :] * m58_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
    t90 = tl.load(m60_ptr + offs_c4[None, None, :] * m60_s2, mask=(offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
    t91 = (t89) * (t90)
    t92 = tl.load(m58_ptr + offs_c2[:, None, None] * m58_s0 + offs_c5[None, :, None] * m58_s1 + offs_n1[None, None, :] * m58_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t93 = (t92) * (t92)
    t94 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t93, 0.0), axis=2, keep_dims=True)
    t95 = t94 + 6.4e-05
    t96 = tl.rsqrt(t95)
    t97 = (t91) * (t96)
    t98 = tl.reshape(t97, [T_c2, 1, T_c5, T_c4])
    t99 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t88, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t98, 0.0), 2), axis=3)
    tl.store(states100_ptr + i_c4 * states100_s0 + i_c2 * states100_s1 + i_c3 * states100_s2 + i_c5 * states100_s3 + tl.arange(0, T_c2)[:, None, None, None] * states100_s4 + tl.arange(0, T_c3)[None, :, None, None] * states100_s5 + tl.zeros([T_c2, T_c3, 1, 1], tl.int32), t80)
    tl.store(states101_ptr + i_c4 * states101_s0 + i_c2 * states101_s1 + i_c3 * states101_s2 + i_c5 * states101_s3 + tl.arange(0, T_c2)[:, None, None, None] * states101_s4 + tl.arange(0, T_c3)[None, :, None, None] * states101_s5 + tl.arange(0, T_c4)[None, None, None, :] * states101_s7 + tl.zeros([T_c2, T_c3, 1, T_c4], tl.int32), t99)


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m58_ptr, m58_s0, m58_s1, m58_s2, m60_ptr, m60_s0, m60_s1, m60_s2, states170_ptr, states170_s0, states170_s1, states170_s2, states170_s3, states170_s4, states170_s5, states170_s6, states171_ptr, states171_s0, states171_s1, states171_s2, states171_s3, states171_s4, states171_s5, states171_s6, E_c2, E_c3, E_c5, E_n1, E_n2, E_n3, E_n4, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c5: tl.constexpr):
    # stores states170, states171: Collect over loop c_kv.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    offs_n1 = tl.arange(0, F_n1)
    t110 = tl.load(m1_ptr + offs_c2[:, None, None, None] * m1_s0 + offs_c3[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t111 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t112 = (t110) * (t111)
    t113 = tl.load(m8_ptr + offs_c2[:, None, None, None] * m8_s0 + offs_c3[None, :, None, None] * m8_s1 + offs_n3[None, None, None, :] * m8_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t114 = -(t113)
    t115 = tl.load(m11_ptr + offs_c2[:, None, None, None] * m11_s0 + offs_c3[None, :, None, None] * m11_s1 + offs_n3[None, None, None, :] * m11_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    i116 = offs_n2[None, None, None, :] + tl.zeros([T_c2, T_c3, 1, F_n2], tl.int32)
    t117 = tl.where(i116 < 4, tl.gather(t114, tl.minimum(i116, F_n3 - 1), 3), tl.gather(t115, tl.minimum(tl.maximum(i116 - 4, 0), F_n3 - 1), 3))
    t118 = tl.load(m15_ptr + offs_n2[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t119 = (t117) * (t118)
    t120 = t112 + t119
    t121 = tl.load(m20_ptr + offs_c2[:, None, None] * m20_s0 + offs_c5[None, :, None] * m20_s1 + offs_n2[None, None, :] * m20_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t122 = tl.load(m22_ptr + offs_c5[None, :, None] * m22_s1 + offs_n2[None, None, :] * m22_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t123 = (t121) * (t122)
    t124 = tl.load(m26_ptr + offs_c2[:, None, None] * m26_s0 + offs_c5[None, :, None] * m26_s1 + offs_n3[None, None, :] * m26_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t125 = -(t124)
    t126 = tl.load(m29_ptr + offs_c2[:, None, None] * m29_s0 + offs_c5[None, :, None] * m29_s1 + offs_n3[None, None, :] * m29_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    i127 = offs_n2[None, None, :] + tl.zeros([T_c2, T_c5, F_n2], tl.int32)
    t128 = tl.where(i127 < 4, tl.gather(t125, tl.minimum(i127, F_n3 - 1), 2), tl.gather(t126, tl.minimum(tl.maximum(i127 - 4, 0), F_n3 - 1), 2))
    t129 = tl.load(m33_ptr + offs_c5[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t130 = (t128) * (t129)
    t131 = t123 + t130
    t132 = tl.reshape(t131, [T_c2, 1, T_c5, F_n2])
    t133 = tl.permute(t132, (0, 1, 3, 2))
    t134 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t120, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t133, 0.0), 2), axis=3)
    t135 = tl.load(m41_ptr + offs_c2[:, None, None, None] * m41_s0 + offs_c3[None, :, None, None] * m41_s1 + offs_n4[None, None, None, :] * m41_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t136 = tl.load(m43_ptr + offs_n4[None, None, None, :] * m43_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t137 = (t135) * (t136)
    t138 = tl.load(m47_ptr + offs_c3[None, :, None, None] * m47_s1 + offs_n4[None, None, :, None] * m47_s2 + offs_n1[None, None, None, :] * m47_s3, mask=(offs_c3 < E_c3)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t139 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t137, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t138, 0.0), 2), axis=3)
    t140 = (t135) * (t135)
    t141 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t140, 0.0), axis=3, keep_dims=True)
    t142 = (t141) * (0.0625)
    t143 = t142 + 1e-06
    t144 = tl.rsqrt(t143)
    t145 = (t139) * (t144)
    t146 = tl.load(m58_ptr + offs_c2[:, None, None] * m58_s0 + offs_c5[None, :, None] * m58_s1 + offs_n1[None, None, :] * m58_s2, mask=(offs_c2 < E_c2)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t147 = tl.load(m60_ptr + offs_n1[None, None, :] * m60_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t148 = (t146) * (t147)
    t149 = (t146) * (t146)
    t150 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t149, 0.0), axis=2, keep_dims=True)
    t151 = t150 + 6.4e-05
    t152 = tl.rsqrt(t151)
    t153 = (t148) * (t152)
    t154 = tl.reshape(t153, [T_c2, 1, T_c5, F_n1])
    t155 = (t154) * (8.0)
    t156 = tl.permute(t155, (0, 1, 3, 2))
    t157 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t145, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t156, 0.0), 2), axis=3)
    t158 = t134 + t157
    t159 = tl.max(tl.where((offs_c5 < E_c5)[None, None, None, :], t158, -float('inf')), axis=3, keep_dims=True)
    t160 = (t159) * (0.2041241452319315)
    t161 = (t158) * (0.2041241452319315)
    t162 = t160 - (t160)
    t163 = t162 == t162
    t164 = (t163) == 0
    t165 = tl.exp(t160)
    t166 = tl.where(t164, t165, t160)
    t167 = t161 - (t166)
    t168 = tl.exp(t167)
    t169 = tl.sum(tl.where((offs_c5 < E_c5)[None, None, None, :], t168, 0.0), axis=3, keep_dims=True)
    tl.store(states170_ptr + i_c2 * states170_s0 + i_c3 * states170_s1 + i_c5 * states170_s2 + tl.arange(0, T_c2)[:, None, None, None] * states170_s3 + tl.arange(0, T_c3)[None, :, None, None] * states170_s4 + tl.zeros([T_c2, T_c3, 1, 1], tl.int32), t160)
    tl.store(states171_ptr + i_c2 * states171_s0 + i_c3 * states171_s1 + i_c5 * states171_s2 + tl.arange(0, T_c2)[:, None, None, None] * states171_s3 + tl.arange(0, T_c3)[None, :, None, None] * states171_s4 + tl.zeros([T_c2, T_c3, 1, 1], tl.int32), t169)


@triton.jit
def kernel_4(states100_ptr, states100_s0, states100_s1, states100_s2, states100_s3, states100_s4, states100_s5, states100_s6, states100_s7, states101_ptr, states101_s0, states101_s1, states101_s2, states101_s3, states101_s4, states101_s5, states101_s6, states101_s7, states170_ptr, states170_s0, states170_s1, states170_s2, states170_s3, states170_s4, states170_s5, states170_s6, states171_ptr, states171_s0, states171_s1, states171_s2, states171_s3, states171_s4, states171_s5, states171_s6, buf180_ptr, buf180_s0, buf180_s1, buf180_s2, buf180_s3, E_c2, E_c3, E_c4, E_c5, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # writes buf180: Combine over grid q.0@0[2], grid q.1@1[4], grid c_kv.2@3[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    acc104 = tl.full([T_c2, T_c3, 1, 1], -float('inf'), tl.float32)
    acc105 = tl.full([T_c2, T_c3, 1, T_c4], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t102 = tl.load(states100_ptr + i_c4 * states100_s0 + i_c2 * states100_s1 + i_c3 * states100_s2 + i_c5 * states100_s3 + tl.arange(0, T_c2)[:, None, None, None] * states100_s4 + tl.arange(0, T_c3)[None, :, None, None] * states100_s5 + tl.zeros([T_c2, T_c3, 1, 1], tl.int32))
        t103 = tl.load(states101_ptr + i_c4 * states101_s0 + i_c2 * states101_s1 + i_c3 * states101_s2 + i_c5 * states101_s3 + tl.arange(0, T_c2)[:, None, None, None] * states101_s4 + tl.arange(0, T_c3)[None, :, None, None] * states101_s5 + tl.arange(0, T_c4)[None, None, None, :] * states101_s7 + tl.zeros([T_c2, T_c3, 1, T_c4], tl.int32))
        m106 = tl.maximum(acc104, t102)
        r107 = tl.where(acc104 == -float("inf"), 0.0, tl.exp(acc104 - m106))
        r108 = tl.where(t102 == -float("inf"), 0.0, tl.exp(t102 - m106))
        acc105 = tl.where(acc104 == -float("inf"), 0.0, acc105 * r107) + tl.where(t102 == -float("inf"), 0.0, t103 * r108)
        acc104 = m106
    t109 = (acc105) * (8.0)
    acc174 = tl.full([T_c2, T_c3, 1, 1], -float('inf'), tl.float32)
    acc175 = tl.full([T_c2, T_c3, 1, 1], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t172 = tl.load(states170_ptr + i_c2 * states170_s0 + i_c3 * states170_s1 + i_c5 * states170_s2 + tl.arange(0, T_c2)[:, None, None, None] * states170_s3 + tl.arange(0, T_c3)[None, :, None, None] * states170_s4 + tl.zeros([T_c2, T_c3, 1, 1], tl.int32))
        t173 = tl.load(states171_ptr + i_c2 * states171_s0 + i_c3 * states171_s1 + i_c5 * states171_s2 + tl.arange(0, T_c2)[:, None, None, None] * states171_s3 + tl.arange(0, T_c3)[None, :, None, None] * states171_s4 + tl.zeros([T_c2, T_c3, 1, 1], tl.int32))
        m176 = tl.maximum(acc174, t172)
        r177 = tl.where(acc174 == -float("inf"), 0.0, tl.exp(acc174 - m176))
        r178 = tl.where(t172 == -float("inf"), 0.0, tl.exp(t172 - m176))
        acc175 = tl.where(acc174 == -float("inf"), 0.0, acc175 * r177) + tl.where(t172 == -float("inf"), 0.0, t173 * r178)
        acc174 = m176
    t179 = (t109) / (acc175)
    tl.store(buf180_ptr + offs_c2[:, None, None, None] * buf180_s0 + offs_c3[None, :, None, None] * buf180_s1 + offs_c4[None, None, None, :] * buf180_s3, t179, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_c3 < E_c3)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :])


@triton.jit
def kernel_5(buf180_ptr, buf180_s0, buf180_s1, buf180_s2, buf180_s3, m182_ptr, m182_s0, m182_s1, m182_s2, m182_s3, buf187_ptr, buf187_s0, buf187_s1, buf187_s2, buf187_s3, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf187: Combine over grid cut0.1@1[4], grid w_uv.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t181 = tl.load(buf180_ptr + offs_n0[:, None, None, None] * buf180_s0 + offs_c0[None, :, None, None] * buf180_s1 + offs_n1[None, None, None, :] * buf180_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t185 = tl.load(m182_ptr + offs_c0[None, :, None, None] * m182_s1 + offs_n1[None, None, :, None] * m182_s2 + offs_c1[None, None, None, :] * m182_s3, mask=(offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t186 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t181, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t185, 0.0), 2), axis=3)
    tl.store(buf187_ptr + offs_n0[:, None, None, None] * buf187_s0 + offs_c0[None, :, None, None] * buf187_s1 + offs_c1[None, None, None, :] * buf187_s3, t186, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m48 = inputs['w_uk']
    m47 = m48.reshape([1, 4, 16, 64])
    states56 = torch.full([_cdiv(2, T['c2']), _cdiv(4, T['c3']), _cdiv(64, T['c6']), T['c2'], T['c3'], 1, T['c6']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c2']) * _cdiv(4, T['c3']) * _cdiv(64, T['c6']),)](m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), states56_s3=states56.stride(3), states56_s4=states56.stride(4), states56_s5=states56.stride(5), states56_s6=states56.stride(6), E_c2=2, E_c3=4, E_c6=64, E_n4=16, F_n4=_pow2(16), T_c2=T['c2'], T_c3=T['c3'], T_c6=T['c6'])
    m58 = inputs['c_kv']
    m61 = inputs['w_kv_norm']
    m60 = m61.reshape([1, 1, 64])
    states74 = torch.full([_cdiv(2, T['c2']), _cdiv(4, T['c3']), _cdiv(32, T['c5']), _cdiv(64, T['c6']), T['c2'], T['c3'], 1, T['c5']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c2']) * _cdiv(4, T['c3']) * _cdiv(32, T['c5']) * _cdiv(64, T['c6']),)](states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), states56_s3=states56.stride(3), states56_s4=states56.stride(4), states56_s5=states56.stride(5), states56_s6=states56.stride(6), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m60_s2=m60.stride(2), states74_ptr=states74, states74_s0=states74.stride(0), states74_s1=states74.stride(1), states74_s2=states74.stride(2), states74_s3=states74.stride(3), states74_s4=states74.stride(4), states74_s5=states74.stride(5), states74_s6=states74.stride(6), states74_s7=states74.stride(7), E_c2=2, E_c3=4, E_c5=32, E_c6=64, E_n1=64, F_n1=_pow2(64), T_c2=T['c2'], T_c3=T['c3'], T_c5=T['c5'], T_c6=T['c6'])
    states100 = torch.full([_cdiv(64, T['c4']), _cdiv(2, T['c2']), _cdiv(4, T['c3']), _cdiv(32, T['c5']), T['c2'], T['c3'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    states101 = torch.full([_cdiv(64, T['c4']), _cdiv(2, T['c2']), _cdiv(4, T['c3']), _cdiv(32, T['c5']), T['c2'], T['c3'], 1, T['c4']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(64, T['c4']) * _cdiv(2, T['c2']) * _cdiv(4, T['c3']) * _cdiv(32, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), states74_ptr=states74, states74_s0=states74.stride(0), states74_s1=states74.stride(1), states74_s2=states74.stride(2), states74_s3=states74.stride(3), states74_s4=states74.stride(4), states74_s5=states74.stride(5), states74_s6=states74.stride(6), states74_s7=states74.stride(7), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m60_s2=m60.stride(2), states100_ptr=states100, states100_s0=states100.stride(0), states100_s1=states100.stride(1), states100_s2=states100.stride(2), states100_s3=states100.stride(3), states100_s4=states100.stride(4), states100_s5=states100.stride(5), states100_s6=states100.stride(6), states100_s7=states100.stride(7), states101_ptr=states101, states101_s0=states101.stride(0), states101_s1=states101.stride(1), states101_s2=states101.stride(2), states101_s3=states101.stride(3), states101_s4=states101.stride(4), states101_s5=states101.stride(5), states101_s6=states101.stride(6), states101_s7=states101.stride(7), E_c2=2, E_c3=4, E_c4=64, E_c5=32, E_c6=64, E_n1=64, E_n2=8, E_n3=4, F_n1=_pow2(64), F_n2=_pow2(8), F_n3=_pow2(4), T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'])
    states170 = torch.full([_cdiv(2, T['c2']), _cdiv(4, T['c3']), _cdiv(32, T['c5']), T['c2'], T['c3'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    states171 = torch.full([_cdiv(2, T['c2']), _cdiv(4, T['c3']), _cdiv(32, T['c5']), T['c2'], T['c3'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c2']) * _cdiv(4, T['c3']) * _cdiv(32, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m60_s2=m60.stride(2), states170_ptr=states170, states170_s0=states170.stride(0), states170_s1=states170.stride(1), states170_s2=states170.stride(2), states170_s3=states170.stride(3), states170_s4=states170.stride(4), states170_s5=states170.stride(5), states170_s6=states170.stride(6), states171_ptr=states171, states171_s0=states171.stride(0), states171_s1=states171.stride(1), states171_s2=states171.stride(2), states171_s3=states171.stride(3), states171_s4=states171.stride(4), states171_s5=states171.stride(5), states171_s6=states171.stride(6), E_c2=2, E_c3=4, E_c5=32, E_n1=64, E_n2=8, E_n3=4, E_n4=16, F_n1=_pow2(64), F_n2=_pow2(8), F_n3=_pow2(4), F_n4=_pow2(16), T_c2=T['c2'], T_c3=T['c3'], T_c5=T['c5'])
    buf180 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c2']) * _cdiv(4, T['c3']) * _cdiv(64, T['c4']),)](states100_ptr=states100, states100_s0=states100.stride(0), states100_s1=states100.stride(1), states100_s2=states100.stride(2), states100_s3=states100.stride(3), states100_s4=states100.stride(4), states100_s5=states100.stride(5), states100_s6=states100.stride(6), states100_s7=states100.stride(7), states101_ptr=states101, states101_s0=states101.stride(0), states101_s1=states101.stride(1), states101_s2=states101.stride(2), states101_s3=states101.stride(3), states101_s4=states101.stride(4), states101_s5=states101.stride(5), states101_s6=states101.stride(6), states101_s7=states101.stride(7), states170_ptr=states170, states170_s0=states170.stride(0), states170_s1=states170.stride(1), states170_s2=states170.stride(2), states170_s3=states170.stride(3), states170_s4=states170.stride(4), states170_s5=states170.stride(5), states170_s6=states170.stride(6), states171_ptr=states171, states171_s0=states171.stride(0), states171_s1=states171.stride(1), states171_s2=states171.stride(2), states171_s3=states171.stride(3), states171_s4=states171.stride(4), states171_s5=states171.stride(5), states171_s6=states171.stride(6), buf180_ptr=buf180, buf180_s0=buf180.stride(0), buf180_s1=buf180.stride(1), buf180_s2=buf180.stride(2), buf180_s3=buf180.stride(3), E_c2=2, E_c3=4, E_c4=64, E_c5=32, T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'])
    m184 = inputs['w_uv']
    m183 = m184.permute([0, 2, 1])
    m182 = m183.reshape([1, 4, 64, 16])
    buf187 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c0']) * _cdiv(16, T['c1']),)](buf180_ptr=buf180, buf180_s0=buf180.stride(0), buf180_s1=buf180.stride(1), buf180_s2=buf180.stride(2), buf180_s3=buf180.stride(3), m182_ptr=m182, m182_s0=m182.stride(0), m182_s1=m182.stride(1), m182_s2=m182.stride(2), m182_s3=m182.stride(3), buf187_ptr=buf187, buf187_s0=buf187.stride(0), buf187_s1=buf187.stride(1), buf187_s2=buf187.stride(2), buf187_s3=buf187.stride(3), E_c0=4, E_c1=16, E_n0=2, E_n1=64, F_n0=_pow2(2), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf187


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
