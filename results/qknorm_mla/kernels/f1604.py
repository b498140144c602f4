"""qknorm_mla [small], candidate 1604: 7 kernel(s)

Rendered by EqiForge from candidate 1604 of qknorm_mla [small]: grid(q.1@1) [1 mm] ; grid(q.0@0) [2 mm] ; grid(q.1@1) ; grid(q.0@0) [1 mm] ; grid(q.1@1) ; grid(q.0@0) | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.0@0[2]
    c4: grid q.1@1[4]

Run it on its own: `python kernels/f1604.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 1, "c4": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 2, "c4": 4}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m33_ptr, m33_s0, m33_s1, m33_s2, buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, E_c4, E_n1, E_n2, E_n3, E_n4, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c4: tl.constexpr):
    # writes buf41: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    offs_n4 = tl.arange(0, F_n4)
    offs_n2 = tl.arange(0, F_n2)
    t4 = tl.load(m1_ptr + offs_n3[:, None, None, None] * m1_s0 + offs_c4[None, :, None, None] * m1_s1 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t5 = -(t4)
    t7 = tl.load(m6_ptr + offs_n3[:, None, None, None] * m6_s0 + offs_c4[None, :, None, None] * m6_s1 + offs_n1[None, None, None, :] * m6_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i8 = offs_n4[None, None, None, :] + tl.zeros([F_n3, T_c4, 1, F_n4], tl.int32)
    t9 = tl.where(i8 < 4, tl.gather(t5, tl.minimum(i8, F_n1 - 1), 3), tl.gather(t7, tl.minimum(tl.maximum(i8 - 4, 0), F_n1 - 1), 3))
    t12 = tl.load(m10_ptr + offs_n4[None, None, None, :] * m10_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t13 = (t9) * (t12)
    t14 = tl.load(m2_ptr + offs_n3[:, None, None, None] * m2_s0 + offs_c4[None, :, None, None] * m2_s1 + offs_n4[None, None, None, :] * m2_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t17 = tl.load(m15_ptr + offs_n4[None, None, None, :] * m15_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    t19 = t13 + t18
    t21 = tl.load(m20_ptr + offs_n3[:, None, None] * m20_s0 + offs_n2[None, :, None] * m20_s1 + offs_n4[None, None, :] * m20_s2, mask=(offs_n3 < E_n3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t24 = tl.load(m22_ptr + offs_n2[None, :, None] * m22_s1 + offs_n4[None, None, :] * m22_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t25 = (t21) * (t24)
    t27 = tl.load(m26_ptr + offs_n3[:, None, None] * m26_s0 + offs_n2[None, :, None] * m26_s1 + offs_n1[None, None, :] * m26_s2, mask=(offs_n3 < E_n3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t28 = -(t27)
    t30 = tl.load(m29_ptr + offs_n3[:, None, None] * m29_s0 + offs_n2[None, :, None] * m29_s1 + offs_n1[None, None, :] * m29_s2, mask=(offs_n3 < E_n3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i31 = offs_n4[None, None, :] + tl.zeros([F_n3, F_n2, F_n4], tl.int32)
    t32 = tl.where(i31 < 4, tl.gather(t28, tl.minimum(i31, F_n1 - 1), 2), tl.gather(t30, tl.minimum(tl.maximum(i31 - 4, 0), F_n1 - 1), 2))
    t35 = tl.load(m33_ptr + offs_n2[None, :, None] * m33_s1 + offs_n4[None, None, :] * m33_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t36 = (t32) * (t35)
    t37 = t25 + t36
    t38 = tl.reshape(t37, [F_n3, 1, F_n2, F_n4])
    t39 = tl.permute(t38, (0, 1, 3, 2))
    t40 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t39, 0.0), 2), axis=3)
    tl.store(buf41_ptr + offs_n3[:, None, None, None] * buf41_s0 + offs_c4[None, :, None, None] * buf41_s1 + offs_n2[None, None, None, :] * buf41_s3, t40, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, m49_ptr, m49_s0, m49_s1, m49_s2, m49_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m55_ptr, m55_s0, m55_s1, m55_s2, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, E_c3, E_n0, E_n1, E_n2, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n5: tl.constexpr, T_c3: tl.constexpr):
    # writes buf74: Combine over grid q.0@0[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n5 = tl.arange(0, F_n5)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t44 = tl.load(m43_ptr + offs_c3[:, None, None, None] * m43_s0 + offs_n1[None, :, None, None] * m43_s1 + offs_n5[None, None, None, :] * m43_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t47 = tl.load(m45_ptr + offs_n5[None, None, None, :] * m45_s3, mask=(offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t48 = (t44) * (t47)
    t51 = tl.load(m49_ptr + offs_n1[None, :, None, None] * m49_s1 + offs_n5[None, None, :, None] * m49_s2 + offs_n0[None, None, None, :] * m49_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_n5 < E_n5)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t52 = tl.sum(tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, None, :], t48, 0.0), 4) * tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, :, None], t51, 0.0), 2), axis=3)
    t54 = tl.load(m53_ptr + offs_c3[:, None, None] * m53_s0 + offs_n2[None, :, None] * m53_s1 + offs_n0[None, None, :] * m53_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t57 = tl.load(m55_ptr + offs_n0[None, None, :] * m55_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t58 = (t54) * (t57)
    t59 = (t54) * (t54)
    t60 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t59, 0.0), axis=2, keep_dims=True)
    t61 = t60 + 6.4e-05
    t62 = tl.rsqrt(t61)
    t63 = (t58) * (t62)
    t64 = tl.reshape(t63, [T_c3, 1, F_n2, F_n0])
    t65 = (t64) * (8.0)
    t66 = tl.permute(t65, (0, 1, 3, 2))
    t67 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t66, 0.0), 2), axis=3)
    t68 = (t44) * (t44)
    t69 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
    t70 = t69 + 1.6e-05
    t71 = tl.rsqrt(t70)
    t72 = (t67) * (t71)
    t73 = (t72) * (4.0)
    tl.store(buf74_ptr + offs_c3[:, None, None, None] * buf74_s0 + offs_n1[None, :, None, None] * buf74_s1 + offs_n2[None, None, None, :] * buf74_s3, t73, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_2(buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, buf81_ptr, buf81_s0, buf81_s1, buf81_s2, buf81_s3, E_c4, E_n2, E_n3, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf81: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t77 = tl.load(buf41_ptr + offs_n3[:, None, None, None] * buf41_s0 + offs_c4[None, :, None, None] * buf41_s1 + offs_n2[None, None, None, :] * buf41_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t78 = tl.load(buf74_ptr + offs_n3[:, None, None, None] * buf74_s0 + offs_c4[None, :, None, None] * buf74_s1 + offs_n2[None, None, None, :] * buf74_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t79 = t77 + t78
    t80 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t79, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf81_ptr + offs_n3[:, None, None, None] * buf81_s0 + offs_c4[None, :, None, None] * buf81_s1, t80, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None])


@triton.jit
def kernel_3(buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, buf81_ptr, buf81_s0, buf81_s1, buf81_s2, buf81_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m55_ptr, m55_s0, m55_s1, m55_s2, buf97_ptr, buf97_s0, buf97_s1, buf97_s2, buf97_s3, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf97: Combine over grid q.0@0[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t42 = tl.load(buf41_ptr + offs_c3[:, None, None, None] * buf41_s0 + offs_n1[None, :, None, None] * buf41_s1 + offs_n2[None, None, None, :] * buf41_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t75 = tl.load(buf74_ptr + offs_c3[:, None, None, None] * buf74_s0 + offs_n1[None, :, None, None] * buf74_s1 + offs_n2[None, None, None, :] * buf74_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t76 = t42 + t75
    t82 = tl.load(buf81_ptr + offs_c3[:, None, None, None] * buf81_s0 + offs_n1[None, :, None, None] * buf81_s1, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t83 = t76 - (t82)
    t84 = (t83) * (0.2041241452319315)
    t85 = tl.exp(t84)
    t86 = tl.load(m53_ptr + offs_c3[:, None, None] * m53_s0 + offs_n2[None, :, None] * m53_s1 + offs_n0[None, None, :] * m53_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t87 = tl.load(m55_ptr + offs_n0[None, None, :] * m55_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t88 = (t86) * (t87)
    t89 = (t86) * (t86)
    t90 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t89, 0.0), axis=2, keep_dims=True)
    t91 = t90 + 6.4e-05
    t92 = tl.rsqrt(t91)
    t93 = (t88) * (t92)
    t94 = tl.reshape(t93, [T_c3, 1, F_n2, F_n0])
    t95 = (t94) * (8.0)
    t96 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t85, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t95, 0.0), 2), axis=3)
    tl.store(buf97_ptr + offs_c3[:, None, None, None] * buf97_s0 + offs_n1[None, :, None, None] * buf97_s1 + offs_n0[None, None, None, :] * buf97_s3, t96, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_4(buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf74_ptr, buf74_s0, buf74_s1, buf74_s2, buf74_s3, buf81_ptr, buf81_s0, buf81_s1, buf81_s2, buf81_s3, buf107_ptr, buf107_s0, buf107_s1, buf107_s2, buf107_s3, E_c4, E_n2, E_n3, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf107: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t99 = tl.load(buf41_ptr + offs_n3[:, None, None, None] * buf41_s0 + offs_c4[None, :, None, None] * buf41_s1 + offs_n2[None, None, None, :] * buf41_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t100 = tl.load(buf74_ptr + offs_n3[:, None, None, None] * buf74_s0 + offs_c4[None, :, None, None] * buf74_s1 + offs_n2[None, None, None, :] * buf74_s3, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t101 = t99 + t100
    t102 = tl.load(buf81_ptr + offs_n3[:, None, None, None] * buf81_s0 + offs_c4[None, :, None, None] * buf81_s1, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None], other=0).to(tl.float32)
    t103 = t101 - (t102)
    t104 = (t103) * (0.2041241452319315)
    t105 = tl.exp(t104)
    t106 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t105, 0.0), axis=3, keep_dims=True)
    tl.store(buf107_ptr + offs_n3[:, None, None, None] * buf107_s0 + offs_c4[None, :, None, None] * buf107_s1, t106, mask=(offs_n3 < E_n3)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None])


@triton.jit
def kernel_5(buf97_ptr, buf97_s0, buf97_s1, buf97_s2, buf97_s3, buf107_ptr, buf107_s0, buf107_s1, buf107_s2, buf107_s3, buf110_ptr, buf110_s0, buf110_s1, buf110_s2, buf110_s3, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf110: Combine over grid q.0@0[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t98 = tl.load(buf97_ptr + offs_c3[:, None, None, None] * buf97_s0 + offs_n1[None, :, None, None] * buf97_s1 + offs_n0[None, None, None, :] * buf97_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t108 = tl.load(buf107_ptr + offs_c3[:, None, None, None] * buf107_s0 + offs_n1[None, :, None, None] * buf107_s1, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t109 = (t98) / (t108)
    tl.store(buf110_ptr + offs_c3[:, None, None, None] * buf110_s0 + offs_n1[None, :, None, None] * buf110_s1 + offs_n0[None, None, None, :] * buf110_s3, t109, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_6(buf110_ptr, buf110_s0, buf110_s1, buf110_s2, buf110_s3, m112_ptr, m112_s0, m112_s1, m112_s2, m112_s3, buf117_ptr, buf117_s0, buf117_s1, buf117_s2, buf117_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf117: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t111 = tl.load(buf110_ptr + offs_c0[:, None, None, None] * buf110_s0 + offs_c1[None, :, None, None] * buf110_s1 + offs_n0[None, None, None, :] * buf110_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t115 = tl.load(m112_ptr + offs_c1[None, :, None, None] * m112_s1 + offs_n0[None, None, :, None] * m112_s2 + offs_c2[None, None, None, :] * m112_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t116 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t111, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t115, 0.0), 2), axis=3)
    tl.store(buf117_ptr + offs_c0[:, None, None, None] * buf117_s0 + offs_c1[None, :, None, None] * buf117_s1 + offs_c2[None, None, None, :] * buf117_s3, t116, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m3 = inputs['q']
    m2 = m3.narrow(3, 16, 8)
    m1 = m2.narrow(3, 4, 4)
    m6 = m2.narrow(3, 0, 4)
    m11 = inputs['sin_q']
    m10 = m11.reshape([1, 1, 1, 8])
    m16 = inputs['cos_q']
    m15 = m16.reshape([1, 1, 1, 8])
    m20 = inputs['k_pe']
    m23 = inputs['cos_k']
    m22 = m23.reshape([1, 32, 8])
    m26 = m20.narrow(2, 4, 4)
    m29 = m20.narrow(2, 0, 4)
    m34 = inputs['sin_k']
    m33 = m34.reshape([1, 32, 8])
    buf41 = torch.full([2, 4, 1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), E_c4=4, E_n1=4, E_n2=32, E_n3=2, E_n4=8, F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(2), F_n4=_pow2(8), T_c4=T['c4'])
    m43 = m3.narrow(3, 0, 16)
    m46 = inputs['w_q_norm']
    m45 = m46.reshape([1, 1, 1, 16])
    m50 = inputs['w_uk']
    m49 = m50.reshape([1, 4, 16, 64])
    m53 = inputs['c_kv']
    m56 = inputs['w_kv_norm']
    m55 = m56.reshape([1, 1, 64])
    buf74 = torch.full([2, 4, 1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c3']),)](m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m49_s3=m49.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), E_c3=2, E_n0=64, E_n1=4, E_n2=32, E_n5=16, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(32), F_n5=_pow2(16), T_c3=T['c3'])
    buf81 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c4']),)](buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), buf81_ptr=buf81, buf81_s0=buf81.stride(0), buf81_s1=buf81.stride(1), buf81_s2=buf81.stride(2), buf81_s3=buf81.stride(3), E_c4=4, E_n2=32, E_n3=2, F_n2=_pow2(32), F_n3=_pow2(2), T_c4=T['c4'])
    buf97 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c3']),)](buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), buf81_ptr=buf81, buf81_s0=buf81.stride(0), buf81_s1=buf81.stride(1), buf81_s2=buf81.stride(2), buf81_s3=buf81.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), buf97_ptr=buf97, buf97_s0=buf97.stride(0), buf97_s1=buf97.stride(1), buf97_s2=buf97.stride(2), buf97_s3=buf97.stride(3), E_c3=2, E_n0=64, E_n1=4, E_n2=32, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(32), T_c3=T['c3'])
    buf107 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c4']),)](buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf74_ptr=buf74, buf74_s0=buf74.stride(0), buf74_s1=buf74.stride(1), buf74_s2=buf74.stride(2), buf74_s3=buf74.stride(3), buf81_ptr=buf81, buf81_s0=buf81.stride(0), buf81_s1=buf81.stride(1), buf81_s2=buf81.stride(2), buf81_s3=buf81.stride(3), buf107_ptr=buf107, buf107_s0=buf107.stride(0), buf107_s1=buf107.stride(1), buf107_s2=buf107.stride(2), buf107_s3=buf107.stride(3), E_c4=4, E_n2=32, E_n3=2, F_n2=_pow2(32), F_n3=_pow2(2), T_c4=T['c4'])
    buf110 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c3']),)](buf97_ptr=buf97, buf97_s0=buf97.stride(0), buf97_s1=buf97.stride(1), buf97_s2=buf97.stride(2), buf97_s3=buf97.stride(3), buf107_ptr=buf107, buf107_s0=buf107.stride(0), buf107_s1=buf107.stride(1), buf107_s2=buf107.stride(2), buf107_s3=buf107.stride(3), buf110_ptr=buf110, buf110_s0=buf110.stride(0), buf110_s1=buf110.stride(1), buf110_s2=buf110.stride(2), buf110_s3=buf110.stride(3), E_c3=2, E_n0=64, E_n1=4, F_n0=_pow2(64), F_n1=_pow2(4), T_c3=T['c3'])
    m114 = inputs['w_uv']
    m113 = m114.permute([0, 2, 1])
    m112 = m113.reshape([1, 4, 64, 16])
    buf117 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf110_ptr=buf110, buf110_s0=buf110.stride(0), buf110_s1=buf110.stride(1), buf110_s2=buf110.stride(2), buf110_s3=buf110.stride(3), m112_ptr=m112, m112_s0=m112.stride(0), m112_s1=m112.stride(1), m112_s2=m112.stride(2), m112_s3=m112.stride(3), buf117_ptr=buf117, buf117_s0=buf117.stride(0), buf117_s1=buf117.stride(1), buf117_s2=buf117.stride(2), buf117_s3=buf117.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf117


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
