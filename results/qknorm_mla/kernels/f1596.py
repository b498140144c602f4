"""qknorm_mla [small], candidate 1596: 5 kernel(s)

Rendered by EqiForge from candidate 1596 of qknorm_mla [small]: grid(q.0@0) [2 mm] ; grid(q.1@1) [1 mm] ; store(c_kv.1[32]) ; grid(q.0@0) loop(c_kv.1[32]: pair(sum, sum), stored) | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.0@0[2]
    c4: loop c_kv.1[32]
    c5: grid q.1@1[4]

Run it on its own: `python kernels/f1596.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 1, "c4": 16, "c5": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 2, "c4": 32, "c5": 4}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m14_ptr, m14_s0, m14_s1, m14_s2, buf33_ptr, buf33_s0, buf33_s1, buf33_s2, buf33_s3, E_c3, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr):
    # writes buf33: Combine over grid q.0@0[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t3 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t7 = (t3) * (t6)
    t10 = tl.load(m8_ptr + offs_n1[None, :, None, None] * m8_s1 + offs_n2[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t11 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t10, 0.0), 2), axis=3)
    t13 = tl.load(m12_ptr + offs_c3[:, None, None] * m12_s0 + offs_n3[None, :, None] * m12_s1 + offs_n0[None, None, :] * m12_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t16 = tl.load(m14_ptr + offs_n0[None, None, :] * m14_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t17 = (t13) * (t16)
    t18 = (t13) * (t13)
    t19 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t18, 0.0), axis=2, keep_dims=True)
    t20 = t19 + 6.4e-05
    t21 = tl.rsqrt(t20)
    t22 = (t17) * (t21)
    t23 = tl.reshape(t22, [T_c3, 1, F_n3, F_n0])
    t24 = (t23) * (8.0)
    t25 = tl.permute(t24, (0, 1, 3, 2))
    t26 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t11, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t25, 0.0), 2), axis=3)
    t27 = (t3) * (t3)
    t28 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t27, 0.0), axis=3, keep_dims=True)
    t29 = t28 + 1.6e-05
    t30 = tl.rsqrt(t29)
    t31 = (t26) * (t30)
    t32 = (t31) * (4.0)
    tl.store(buf33_ptr + offs_c3[:, None, None, None] * buf33_s0 + offs_n1[None, :, None, None] * buf33_s1 + offs_n3[None, None, None, :] * buf33_s3, t32, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_1(m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m55_ptr, m55_s0, m55_s1, m55_s2, m59_ptr, m59_s0, m59_s1, m59_s2, m62_ptr, m62_s0, m62_s1, m62_s2, m66_ptr, m66_s0, m66_s1, m66_s2, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, E_c5, E_n1, E_n3, E_n4, E_n5, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c5: tl.constexpr):
    # writes buf74: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n4 = tl.arange(0, F_n4)
    offs_n1 = tl.arange(0, F_n1)
    offs_n5 = tl.arange(0, F_n5)
    offs_n3 = tl.arange(0, F_n3)
    t37 = tl.load(m35_ptr + offs_n4[:, None, None, None] * m35_s0 + offs_c5[None, :, None, None] * m35_s1 + offs_n1[None, None, None, :] * m35_s3, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t38 = -(t37)
    t40 = tl.load(m39_ptr + offs_n4[:, None, None, None] * m39_s0 + offs_c5[None, :, None, None] * m39_s1 + offs_n1[None, None, None, :] * m39_s3, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i41 = offs_n5[None, None, None, :] + tl.zeros([F_n4, T_c5, 1, F_n5], tl.int32)
    t42 = tl.where(i41 < 4, tl.gather(t38, tl.minimum(i41, F_n1 - 1), 3), tl.gather(t40, tl.minimum(tl.maximum(i41 - 4, 0), F_n1 - 1), 3))
    t45 = tl.load(m43_ptr + offs_n5[None, None, None, :] * m43_s3, mask=(offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t46 = (t42) * (t45)
    t47 = tl.load(m36_ptr + offs_n4[:, None, None, None] * m36_s0 + offs_c5[None, :, None, None] * m36_s1 + offs_n5[None, None, None, :] * m36_s3, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t50 = tl.load(m48_ptr + offs_n5[None, None, None, :] * m48_s3, mask=(offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t51 = (t47) * (t50)
    t52 = t46 + t51
    t54 = tl.load(m53_ptr + offs_n4[:, None, None] * m53_s0 + offs_n3[None, :, None] * m53_s1 + offs_n5[None, None, :] * m53_s2, mask=(offs_n4 < E_n4)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n5 < E_n5)[None, None, :], other=0).to(tl.float32)
    t57 = tl.load(m55_ptr + offs_n3[None, :, None] * m55_s1 + offs_n5[None, None, :] * m55_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n5 < E_n5)[None, None, :], other=0).to(tl.float32)
    t58 = (t54) * (t57)
    t60 = tl.load(m59_ptr + offs_n4[:, None, None] * m59_s0 + offs_n3[None, :, None] * m59_s1 + offs_n1[None, None, :] * m59_s2, mask=(offs_n4 < E_n4)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t61 = -(t60)
    t63 = tl.load(m62_ptr + offs_n4[:, None, None] * m62_s0 + offs_n3[None, :, None] * m62_s1 + offs_n1[None, None, :] * m62_s2, mask=(offs_n4 < E_n4)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i64 = offs_n5[None, None, :] + tl.zeros([F_n4, F_n3, F_n5], tl.int32)
    t65 = tl.where(i64 < 4, tl.gather(t61, tl.minimum(i64, F_n1 - 1), 2), tl.gather(t63, tl.minimum(tl.maximum(i64 - 4, 0), F_n1 - 1), 2))
    t68 = tl.load(m66_ptr + offs_n3[None, :, None] * m66_s1 + offs_n5[None, None, :] * m66_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n5 < E_n5)[None, None, :], other=0).to(tl.float32)
    t69 = (t65) * (t68)
    t70 = t58 + t69
    t71 = tl.reshape(t70, [F_n4, 1, F_n3, F_n5])
    t72 = tl.permute(t71, (0, 1, 3, 2))
    t73 = tl.sum(tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, :, None], t72, 0.0), 2), axis=3)
    tl.store(buf74_ptr + offs_n4[:, None, None, None] * buf74_s0 + offs_c5[None, :, None, None] * buf74_s1 + offs_n3[None, None, None, :] * buf74_s3, t73, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_2(buf33_ptr, buf33_s0, buf33_s1, buf33_s2, buf33_s3, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m14_ptr, m14_s0, m14_s1, m14_s2, states100_ptr, states100_s0, states100_s1, states100_s2, states100_s3, states100_s4, states100_s5, states101_ptr, states101_s0, states101_s1, states101_s2, states101_s3, states101_s4, states101_s5, E_c3, E_c4, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states100, states101: Collect over loop c_kv.1[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    t34 = tl.load(buf33_ptr + offs_c3[:, None, None, None] * buf33_s0 + offs_n1[None, :, None, None] * buf33_s1 + offs_c4[None, None, None, :] * buf33_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t75 = tl.load(buf74_ptr + offs_c3[:, None, None, None] * buf74_s0 + offs_n1[None, :, None, None] * buf74_s1 + offs_c4[None, None, None, :] * buf74_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t76 = t34 + t75
    t77 = tl.load(buf74_ptr + offs_c3[:, None, None, None] * buf74_s0 + offs_n1[None, :, None, None] * buf74_s1 + offs_n3[None, None, None, :] * buf74_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t78 = tl.load(buf33_ptr + offs_c3[:, None, None, None] * buf33_s0 + offs_n1[None, :, None, None] * buf33_s1 + offs_n3[None, None, None, :] * buf33_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t79 = t77 + t78
    t80 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t79, -float('inf')), axis=3, keep_dims=True)
    t81 = t76 - (t80)
    t82 = (t81) * (0.2041241452319315)
    t83 = tl.exp(t82)
    t84 = t79 - (t80)
    t85 = (t84) * (0.2041241452319315)
    t86 = tl.exp(t85)
    t87 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t86, 0.0), axis=3, keep_dims=True)
    t88 = (t83) / (t87)
    t89 = tl.load(m12_ptr + offs_c3[:, None, None] * m12_s0 + offs_c4[None, :, None] * m12_s1 + offs_n0[None, None, :] * m12_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t90 = tl.load(m14_ptr + offs_n0[None, None, :] * m14_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t91 = (t89) * (t90)
    t92 = (t89) * (t89)
    t93 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t92, 0.0), axis=2, keep_dims=True)
    t94 = t93 + 6.4e-05
    t95 = tl.rsqrt(t94)
    t96 = (t91) * (t95)
    t97 = tl.reshape(t96, [T_c3, 1, T_c4, F_n0])
    t98 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t88, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t97, 0.0), 2), axis=3)
    t99 = (t98) * (8.0)
    tl.store(states100_ptr + i_c3 * states100_s0 + i_c4 * states100_s1 + tl.arange(0, T_c3)[:, None, None, None] * states100_s2 + tl.arange(0, F_n1)[None, :, None, None] * states100_s3 + tl.arange(0, F_n0)[None, None, None, :] * states100_s5 + tl.zeros([T_c3, F_n1, 1, F_n0], tl.int32), t99)
    tl.store(states101_ptr + i_c3 * states101_s0 + i_c4 * states101_s1 + tl.arange(0, T_c3)[:, None, None, None] * states101_s2 + tl.arange(0, F_n1)[None, :, None, None] * states101_s3 + tl.arange(0, F_n0)[None, None, None, :] * states101_s5 + tl.zeros([T_c3, F_n1, 1, F_n0], tl.int32), t98)


@triton.jit
def kernel_3(states100_ptr, states100_s0, states100_s1, states100_s2, states100_s3, states100_s4, states100_s5, states101_ptr, states101_s0, states101_s1, states101_s2, states101_s3, states101_s4, states101_s5, buf106_ptr, buf106_s0, buf106_s1, buf106_s2, buf106_s3, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf106: Combine over grid q.0@0[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc104 = tl.full([T_c3, F_n1, 1, F_n0], 0.0, tl.float32)
    acc105 = tl.full([T_c3, F_n1, 1, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t102 = tl.load(states100_ptr + i_c3 * states100_s0 + i_c4 * states100_s1 + tl.arange(0, T_c3)[:, None, None, None] * states100_s2 + tl.arange(0, F_n1)[None, :, None, None] * states100_s3 + tl.arange(0, F_n0)[None, None, None, :] * states100_s5 + tl.zeros([T_c3, F_n1, 1, F_n0], tl.int32))
        t103 = tl.load(states101_ptr + i_c3 * states101_s0 + i_c4 * states101_s1 + tl.arange(0, T_c3)[:, None, None, None] * states101_s2 + tl.arange(0, F_n1)[None, :, None, None] * states101_s3 + tl.arange(0, F_n0)[None, None, None, :] * states101_s5 + tl.zeros([T_c3, F_n1, 1, F_n0], tl.int32))
        acc104 = acc104 + t102
        acc105 = acc105 + t103
    tl.store(buf106_ptr + offs_c3[:, None, None, None] * buf106_s0 + offs_n1[None, :, None, None] * buf106_s1 + offs_n0[None, None, None, :] * buf106_s3, acc104, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_4(buf106_ptr, buf106_s0, buf106_s1, buf106_s2, buf106_s3, m108_ptr, m108_s0, m108_s1, m108_s2, m108_s3, buf113_ptr, buf113_s0, buf113_s1, buf113_s2, buf113_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf113: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t107 = tl.load(buf106_ptr + offs_c0[:, None, None, None] * buf106_s0 + offs_c1[None, :, None, None] * buf106_s1 + offs_n0[None, None, None, :] * buf106_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t111 = tl.load(m108_ptr + offs_c1[None, :, None, None] * m108_s1 + offs_n0[None, None, :, None] * m108_s2 + offs_c2[None, None, None, :] * m108_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t112 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t107, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t111, 0.0), 2), axis=3)
    tl.store(buf113_ptr + offs_c0[:, None, None, None] * buf113_s0 + offs_c1[None, :, None, None] * buf113_s1 + offs_c2[None, None, None, :] * buf113_s3, t112, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m12 = inputs['c_kv']
    m15 = inputs['w_kv_norm']
    m14 = m15.reshape([1, 1, 64])
    buf33 = torch.full([2, 4, 1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), buf33_s2=buf33.stride(2), buf33_s3=buf33.stride(3), E_c3=2, E_n0=64, E_n1=4, E_n2=16, E_n3=32, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), T_c3=T['c3'])
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
    buf74 = torch.full([2, 4, 1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c5']),)](m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m62_s2=m62.stride(2), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), E_c5=4, E_n1=4, E_n3=32, E_n4=2, E_n5=8, F_n1=_pow2(4), F_n3=_pow2(32), F_n4=_pow2(2), F_n5=_pow2(8), T_c5=T['c5'])
    states100 = torch.full([_cdiv(2, T['c3']), _cdiv(32, T['c4']), T['c3'], _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states101 = torch.full([_cdiv(2, T['c3']), _cdiv(32, T['c4']), T['c3'], _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c3']) * _cdiv(32, T['c4']),)](buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), buf33_s2=buf33.stride(2), buf33_s3=buf33.stride(3), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), states100_ptr=states100, states100_s0=states100.stride(0), states100_s1=states100.stride(1), states100_s2=states100.stride(2), states100_s3=states100.stride(3), states100_s4=states100.stride(4), states100_s5=states100.stride(5), states101_ptr=states101, states101_s0=states101.stride(0), states101_s1=states101.stride(1), states101_s2=states101.stride(2), states101_s3=states101.stride(3), states101_s4=states101.stride(4), states101_s5=states101.stride(5), E_c3=2, E_c4=32, E_n0=64, E_n1=4, E_n3=32, F_n0=_pow2(64), F_n1=_pow2(4), F_n3=_pow2(32), T_c3=T['c3'], T_c4=T['c4'])
    buf106 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c3']),)](states100_ptr=states100, states100_s0=states100.stride(0), states100_s1=states100.stride(1), states100_s2=states100.stride(2), states100_s3=states100.stride(3), states100_s4=states100.stride(4), states100_s5=states100.stride(5), states101_ptr=states101, states101_s0=states101.stride(0), states101_s1=states101.stride(1), states101_s2=states101.stride(2), states101_s3=states101.stride(3), states101_s4=states101.stride(4), states101_s5=states101.stride(5), buf106_ptr=buf106, buf106_s0=buf106.stride(0), buf106_s1=buf106.stride(1), buf106_s2=buf106.stride(2), buf106_s3=buf106.stride(3), E_c3=2, E_c4=32, E_n0=64, E_n1=4, F_n0=_pow2(64), F_n1=_pow2(4), T_c3=T['c3'], T_c4=T['c4'])
    m110 = inputs['w_uv']
    m109 = m110.permute([0, 2, 1])
    m108 = m109.reshape([1, 4, 64, 16])
    buf113 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf106_ptr=buf106, buf106_s0=buf106.stride(0), buf106_s1=buf106.stride(1), buf106_s2=buf106.stride(2), buf106_s3=buf106.stride(3), m108_ptr=m108, m108_s0=m108.stride(0), m108_s1=m108.stride(1), m108_s2=m108.stride(2), m108_s3=m108.stride(3), buf113_ptr=buf113, buf113_s0=buf113.stride(0), buf113_s1=buf113.stride(1), buf113_s2=buf113.stride(2), buf113_s3=buf113.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf113


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
