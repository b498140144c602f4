"""qknorm_mla [small], candidate 1602: 6 kernel(s)

Rendered by EqiForge from candidate 1602 of qknorm_mla [small]: store(q.3[16]) ; grid(q.1@1) loop(q.3[16]: sum, stored) ; store(q.3[16]) ; store(q.3[16]) ; grid(q.0@0) loop(q.3[16]: pair(sum, sum), stored) loop(q.3[16]: sum, stored) [3 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: grid q.0@0[2]
    c4: loop q.3[16]
    c5: grid q.1@1[4]

Run it on its own: `python kernels/f1602.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 1, "c4": 8, "c5": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 2, "c4": 16, "c5": 4}


@triton.jit
def kernel_0(m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, states54_ptr, states54_s0, states54_s1, states54_s2, states54_s3, states54_s4, states54_s5, E_c4, E_c5, E_n4, F_n4: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # stores states54: Collect over loop q.3[16]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n4 = tl.arange(0, F_n4)
    t51 = tl.load(m41_ptr + offs_n4[:, None, None, None] * m41_s0 + offs_c5[None, :, None, None] * m41_s1 + offs_c4[None, None, None, :] * m41_s3, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t52 = (t51) * (t51)
    t53 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t52, 0.0), axis=3, keep_dims=True)
    tl.store(states54_ptr + i_c5 * states54_s0 + i_c4 * states54_s1 + tl.arange(0, F_n4)[:, None, None, None] * states54_s2 + tl.arange(0, T_c5)[None, :, None, None] * states54_s3 + tl.zeros([F_n4, T_c5, 1, 1], tl.int32), t53)


@triton.jit
def kernel_1(states54_ptr, states54_s0, states54_s1, states54_s2, states54_s3, states54_s4, states54_s5, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, E_c4, E_c5, E_n4, F_n4: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # writes buf57: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n4 = tl.arange(0, F_n4)
    acc56 = tl.full([F_n4, T_c5, 1, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t55 = tl.load(states54_ptr + i_c5 * states54_s0 + i_c4 * states54_s1 + tl.arange(0, F_n4)[:, None, None, None] * states54_s2 + tl.arange(0, T_c5)[None, :, None, None] * states54_s3 + tl.zeros([F_n4, T_c5, 1, 1], tl.int32))
        acc56 = acc56 + t55
    tl.store(buf57_ptr + offs_n4[:, None, None, None] * buf57_s0 + offs_c5[None, :, None, None] * buf57_s1, acc56, mask=(offs_n4 < E_n4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None])


@triton.jit
def kernel_2(m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, states62_ptr, states62_s0, states62_s1, states62_s2, states62_s3, states62_s4, states62_s5, states63_ptr, states63_s0, states63_s1, states63_s2, states63_s3, states63_s4, states63_s5, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states62, states63: Collect over loop q.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t42 = tl.load(m41_ptr + offs_c3[:, None, None, None] * m41_s0 + offs_n1[None, :, None, None] * m41_s1 + offs_c4[None, None, None, :] * m41_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.load(m43_ptr + offs_c4[None, None, None, :] * m43_s3, mask=(offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t46 = (t42) * (t45)
    t49 = tl.load(m47_ptr + offs_n1[None, :, None, None] * m47_s1 + offs_c4[None, None, :, None] * m47_s2 + offs_n0[None, None, None, :] * m47_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t50 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t49, 0.0), 2), axis=3)
    t58 = tl.load(buf57_ptr + offs_c3[:, None, None, None] * buf57_s0 + offs_n1[None, :, None, None] * buf57_s1, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t59 = t58 + 1.6e-05
    t60 = tl.rsqrt(t59)
    t61 = (t50) * (t60)
    tl.store(states62_ptr + i_c3 * states62_s0 + i_c4 * states62_s1 + tl.arange(0, T_c3)[:, None, None, None] * states62_s2 + tl.arange(0, F_n1)[None, :, None, None] * states62_s3 + tl.arange(0, F_n0)[None, None, None, :] * states62_s5 + tl.zeros([T_c3, F_n1, 1, F_n0], tl.int32), t50)
    tl.store(states63_ptr + i_c3 * states63_s0 + i_c4 * states63_s1 + tl.arange(0, T_c3)[:, None, None, None] * states63_s2 + tl.arange(0, F_n1)[None, :, None, None] * states63_s3 + tl.arange(0, F_n0)[None, None, None, :] * states63_s5 + tl.zeros([T_c3, F_n1, 1, F_n0], tl.int32), t61)


@triton.jit
def kernel_3(m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, states86_ptr, states86_s0, states86_s1, states86_s2, states86_s3, states86_s4, states86_s5, E_c3, E_c4, E_n1, F_n1: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states86: Collect over loop q.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t83 = tl.load(m41_ptr + offs_c3[:, None, None, None] * m41_s0 + offs_n1[None, :, None, None] * m41_s1 + offs_c4[None, None, None, :] * m41_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t84 = (t83) * (t83)
    t85 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t84, 0.0), axis=3, keep_dims=True)
    tl.store(states86_ptr + i_c3 * states86_s0 + i_c4 * states86_s1 + tl.arange(0, T_c3)[:, None, None, None] * states86_s2 + tl.arange(0, F_n1)[None, :, None, None] * states86_s3 + tl.zeros([T_c3, F_n1, 1, 1], tl.int32), t85)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m24_ptr, m24_s0, m24_s1, m24_s2, m28_ptr, m28_s0, m28_s1, m28_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m33_ptr, m33_s0, m33_s1, m33_s2, states62_ptr, states62_s0, states62_s1, states62_s2, states62_s3, states62_s4, states62_s5, states63_ptr, states63_s0, states63_s1, states63_s2, states63_s3, states63_s4, states63_s5, m68_ptr, m68_s0, m68_s1, m68_s2, m70_ptr, m70_s0, m70_s1, m70_s2, states86_ptr, states86_s0, states86_s1, states86_s2, states86_s3, states86_s4, states86_s5, buf101_ptr, buf101_s0, buf101_s1, buf101_s2, buf101_s3, E_c3, E_c4, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf101: Combine over grid q.0@0[2]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    t4 = tl.load(m1_ptr + offs_c3[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t5 = -(t4)
    t7 = tl.load(m6_ptr + offs_c3[:, None, None, None] * m6_s0 + offs_n1[None, :, None, None] * m6_s1 + offs_n1[None, None, None, :] * m6_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i8 = offs_n2[None, None, None, :] + tl.zeros([T_c3, F_n1, 1, F_n2], tl.int32)
    t9 = tl.where(i8 < 4, tl.gather(t5, tl.minimum(i8, F_n1 - 1), 3), tl.gather(t7, tl.minimum(tl.maximum(i8 - 4, 0), F_n1 - 1), 3))
    t12 = tl.load(m10_ptr + offs_n2[None, None, None, :] * m10_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t13 = (t9) * (t12)
    t14 = tl.load(m2_ptr + offs_c3[:, None, None, None] * m2_s0 + offs_n1[None, :, None, None] * m2_s1 + offs_n2[None, None, None, :] * m2_s3, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t17 = tl.load(m15_ptr + offs_n2[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    t19 = t13 + t18
    t22 = tl.load(m20_ptr + offs_c3[:, None, None] * m20_s0 + offs_n3[None, :, None] * m20_s1 + offs_n1[None, None, :] * m20_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t23 = -(t22)
    t25 = tl.load(m24_ptr + offs_c3[:, None, None] * m24_s0 + offs_n3[None, :, None] * m24_s1 + offs_n1[None, None, :] * m24_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i26 = offs_n2[None, None, :] + tl.zeros([T_c3, F_n3, F_n2], tl.int32)
    t27 = tl.where(i26 < 4, tl.gather(t23, tl.minimum(i26, F_n1 - 1), 2), tl.gather(t25, tl.minimum(tl.maximum(i26 - 4, 0), F_n1 - 1), 2))
    t30 = tl.load(m28_ptr + offs_n3[None, :, None] * m28_s1 + offs_n2[None, None, :] * m28_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t31 = (t27) * (t30)
    t32 = tl.load(m21_ptr + offs_c3[:, None, None] * m21_s0 + offs_n3[None, :, None] * m21_s1 + offs_n2[None, None, :] * m21_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t35 = tl.load(m33_ptr + offs_n3[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t36 = (t32) * (t35)
    t37 = t31 + t36
    t38 = tl.reshape(t37, [T_c3, 1, F_n3, F_n2])
    t39 = tl.permute(t38, (0, 1, 3, 2))
    t40 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t39, 0.0), 2), axis=3)
    acc66 = tl.full([T_c3, F_n1, 1, F_n0], 0.0, tl.float32)
    acc67 = tl.full([T_c3, F_n1, 1, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t64 = tl.load(states62_ptr + i_c3 * states62_s0 + i_c4 * states62_s1 + tl.arange(0, T_c3)[:, None, None, None] * states62_s2 + tl.arange(0, F_n1)[None, :, None, None] * states62_s3 + tl.arange(0, F_n0)[None, None, None, :] * states62_s5 + tl.zeros([T_c3, F_n1, 1, F_n0], tl.int32))
        t65 = tl.load(states63_ptr + i_c3 * states63_s0 + i_c4 * states63_s1 + tl.arange(0, T_c3)[:, None, None, None] * states63_s2 + tl.arange(0, F_n1)[None, :, None, None] * states63_s3 + tl.arange(0, F_n0)[None, None, None, :] * states63_s5 + tl.zeros([T_c3, F_n1, 1, F_n0], tl.int32))
        acc66 = acc66 + t64
        acc67 = acc67 + t65
    t69 = tl.load(m68_ptr + offs_c3[:, None, None] * m68_s0 + offs_n3[None, :, None] * m68_s1 + offs_n0[None, None, :] * m68_s2, mask=(offs_c3 < E_c3)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t72 = tl.load(m70_ptr + offs_n0[None, None, :] * m70_s2, mask=(offs_n0 < E_n0)[None, None, :], other=0).to(tl.float32)
    t73 = (t69) * (t72)
    t74 = (t69) * (t69)
    t75 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, :], t74, 0.0), axis=2, keep_dims=True)
    t76 = t75 + 6.4e-05
    t77 = tl.rsqrt(t76)
    t78 = (t73) * (t77)
    t79 = tl.reshape(t78, [T_c3, 1, F_n3, F_n0])
    t80 = (t79) * (8.0)
    t81 = tl.permute(t80, (0, 1, 3, 2))
    t82 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], acc66, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t81, 0.0), 2), axis=3)
    acc88 = tl.full([T_c3, F_n1, 1, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t87 = tl.load(states86_ptr + i_c3 * states86_s0 + i_c4 * states86_s1 + tl.arange(0, T_c3)[:, None, None, None] * states86_s2 + tl.arange(0, F_n1)[None, :, None, None] * states86_s3 + tl.zeros([T_c3, F_n1, 1, 1], tl.int32))
        acc88 = acc88 + t87
    t89 = acc88 + 1.6e-05
    t90 = tl.rsqrt(t89)
    t91 = (t82) * (t90)
    t92 = (t91) * (4.0)
    t93 = t40 + t92
    t94 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t93, -float('inf')), axis=3, keep_dims=True)
    t95 = t93 - (t94)
    t96 = (t95) * (0.2041241452319315)
    t97 = tl.exp(t96)
    t98 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t97, 0.0), axis=3, keep_dims=True)
    t99 = (t97) / (t98)
    t100 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t99, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t80, 0.0), 2), axis=3)
    tl.store(buf101_ptr + offs_c3[:, None, None, None] * buf101_s0 + offs_n1[None, :, None, None] * buf101_s1 + offs_n0[None, None, None, :] * buf101_s3, t100, mask=(offs_c3 < E_c3)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_5(buf101_ptr, buf101_s0, buf101_s1, buf101_s2, buf101_s3, m103_ptr, m103_s0, m103_s1, m103_s2, m103_s3, buf108_ptr, buf108_s0, buf108_s1, buf108_s2, buf108_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf108: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    t102 = tl.load(buf101_ptr + offs_c0[:, None, None, None] * buf101_s0 + offs_c1[None, :, None, None] * buf101_s1 + offs_n0[None, None, None, :] * buf101_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t106 = tl.load(m103_ptr + offs_c1[None, :, None, None] * m103_s1 + offs_n0[None, None, :, None] * m103_s2 + offs_c2[None, None, None, :] * m103_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t107 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t102, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t106, 0.0), 2), axis=3)
    tl.store(buf108_ptr + offs_c0[:, None, None, None] * buf108_s0 + offs_c1[None, :, None, None] * buf108_s1 + offs_c2[None, None, None, :] * buf108_s3, t107, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m21 = inputs['k_pe']
    m20 = m21.narrow(2, 4, 4)
    m24 = m21.narrow(2, 0, 4)
    m29 = inputs['sin_k']
    m28 = m29.reshape([1, 32, 8])
    m34 = inputs['cos_k']
    m33 = m34.reshape([1, 32, 8])
    m41 = m3.narrow(3, 0, 16)
    m44 = inputs['w_q_norm']
    m43 = m44.reshape([1, 1, 1, 16])
    m48 = inputs['w_uk']
    m47 = m48.reshape([1, 4, 16, 64])
    states54 = torch.full([_cdiv(4, T['c5']), _cdiv(16, T['c4']), _pow2(2), T['c5'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c5']) * _cdiv(16, T['c4']),)](m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), states54_ptr=states54, states54_s0=states54.stride(0), states54_s1=states54.stride(1), states54_s2=states54.stride(2), states54_s3=states54.stride(3), states54_s4=states54.stride(4), states54_s5=states54.stride(5), E_c4=16, E_c5=4, E_n4=2, F_n4=_pow2(2), T_c4=T['c4'], T_c5=T['c5'])
    buf57 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c5']),)](states54_ptr=states54, states54_s0=states54.stride(0), states54_s1=states54.stride(1), states54_s2=states54.stride(2), states54_s3=states54.stride(3), states54_s4=states54.stride(4), states54_s5=states54.stride(5), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), E_c4=16, E_c5=4, E_n4=2, F_n4=_pow2(2), T_c4=T['c4'], T_c5=T['c5'])
    states62 = torch.full([_cdiv(2, T['c3']), _cdiv(16, T['c4']), T['c3'], _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states63 = torch.full([_cdiv(2, T['c3']), _cdiv(16, T['c4']), T['c3'], _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c3']) * _cdiv(16, T['c4']),)](m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), states62_ptr=states62, states62_s0=states62.stride(0), states62_s1=states62.stride(1), states62_s2=states62.stride(2), states62_s3=states62.stride(3), states62_s4=states62.stride(4), states62_s5=states62.stride(5), states63_ptr=states63, states63_s0=states63.stride(0), states63_s1=states63.stride(1), states63_s2=states63.stride(2), states63_s3=states63.stride(3), states63_s4=states63.stride(4), states63_s5=states63.stride(5), E_c3=2, E_c4=16, E_n0=64, E_n1=4, F_n0=_pow2(64), F_n1=_pow2(4), T_c3=T['c3'], T_c4=T['c4'])
    m68 = inputs['c_kv']
    m71 = inputs['w_kv_norm']
    m70 = m71.reshape([1, 1, 64])
    states86 = torch.full([_cdiv(2, T['c3']), _cdiv(16, T['c4']), T['c3'], _pow2(4), 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c3']) * _cdiv(16, T['c4']),)](m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), states86_ptr=states86, states86_s0=states86.stride(0), states86_s1=states86.stride(1), states86_s2=states86.stride(2), states86_s3=states86.stride(3), states86_s4=states86.stride(4), states86_s5=states86.stride(5), E_c3=2, E_c4=16, E_n1=4, F_n1=_pow2(4), T_c3=T['c3'], T_c4=T['c4'])
    buf101 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), states62_ptr=states62, states62_s0=states62.stride(0), states62_s1=states62.stride(1), states62_s2=states62.stride(2), states62_s3=states62.stride(3), states62_s4=states62.stride(4), states62_s5=states62.stride(5), states63_ptr=states63, states63_s0=states63.stride(0), states63_s1=states63.stride(1), states63_s2=states63.stride(2), states63_s3=states63.stride(3), states63_s4=states63.stride(4), states63_s5=states63.stride(5), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m68_s2=m68.stride(2), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), m70_s2=m70.stride(2), states86_ptr=states86, states86_s0=states86.stride(0), states86_s1=states86.stride(1), states86_s2=states86.stride(2), states86_s3=states86.stride(3), states86_s4=states86.stride(4), states86_s5=states86.stride(5), buf101_ptr=buf101, buf101_s0=buf101.stride(0), buf101_s1=buf101.stride(1), buf101_s2=buf101.stride(2), buf101_s3=buf101.stride(3), E_c3=2, E_c4=16, E_n0=64, E_n1=4, E_n2=8, E_n3=32, F_n0=_pow2(64), F_n1=_pow2(4), F_n2=_pow2(8), F_n3=_pow2(32), T_c3=T['c3'], T_c4=T['c4'])
    m105 = inputs['w_uv']
    m104 = m105.permute([0, 2, 1])
    m103 = m104.reshape([1, 4, 64, 16])
    buf108 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf101_ptr=buf101, buf101_s0=buf101.stride(0), buf101_s1=buf101.stride(1), buf101_s2=buf101.stride(2), buf101_s3=buf101.stride(3), m103_ptr=m103, m103_s0=m103.stride(0), m103_s1=m103.stride(1), m103_s2=m103.stride(2), m103_s3=m103.stride(3), buf108_ptr=buf108, buf108_s0=buf108.stride(0), buf108_s1=buf108.stride(1), buf108_s2=buf108.stride(2), buf108_s3=buf108.stride(3), E_c0=2, E_c1=4, E_c2=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf108


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
