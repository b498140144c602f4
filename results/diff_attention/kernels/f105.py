"""diff_attention [small], candidate 105: 4 kernel(s)

Rendered by EqiForge from candidate 105 of diff_attention [small]: store(k1.3[16]) ; store(v.2[32]) loop(k1.3[16]: sum, stored) ; store(v.3[32]) loop(k1.3[16]: sum) loop(k2.3[16]: sum) ; grid(v.0@0) loop(k1.3[16]: sum) loop(v.2[32]: rescale, stored) loop(k2.3[16]: sum) loop(v.3[32]: sum, stored) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: loop k1.3[16]
    c2: loop v.2[32]
    c3: loop k2.3[16]
    c4: loop v.3[32]

Run it on its own: `python kernels/f105.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 16, "c3": 8, "c4": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 16, "c2": 32, "c3": 16, "c4": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states26_ptr, states26_s0, states26_s1, states26_s2, states26_s3, states26_s4, states26_s5, states26_s6, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states26: Collect over loop k1.3[16]
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
    offs_n1 = tl.arange(0, F_n1)
    t23 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t24 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t25 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t23, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t24, 0.0), 2), axis=3)
    tl.store(states26_ptr + i_c0 * states26_s0 + i_c1 * states26_s1 + i_c2 * states26_s2 + tl.arange(0, T_c0)[:, None, None, None] * states26_s3 + tl.arange(0, F_n0)[None, :, None, None] * states26_s4 + tl.arange(0, F_n1)[None, None, :, None] * states26_s5 + tl.arange(0, T_c2)[None, None, None, :] * states26_s6 + tl.zeros([T_c0, F_n0, F_n1, T_c2], tl.int32), t25)


@triton.jit
def kernel_1(states26_ptr, states26_s0, states26_s1, states26_s2, states26_s3, states26_s4, states26_s5, states26_s6, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states41_s5, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states41, states42: Collect over loop v.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc28 = tl.full([T_c0, F_n0, F_n1, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t27 = tl.load(states26_ptr + i_c0 * states26_s0 + i_c1 * states26_s1 + i_c2 * states26_s2 + tl.arange(0, T_c0)[:, None, None, None] * states26_s3 + tl.arange(0, F_n0)[None, :, None, None] * states26_s4 + tl.arange(0, F_n1)[None, None, :, None] * states26_s5 + tl.arange(0, T_c2)[None, None, None, :] * states26_s6 + tl.zeros([T_c0, F_n0, F_n1, T_c2], tl.int32))
        acc28 = acc28 + t27
    t29 = (acc28) * (0.25)
    t30 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t31 = t29 + t30
    t32 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t31, -float('inf')), axis=3, keep_dims=True)
    t33 = t32 - (t32)
    t34 = t33 == t33
    t35 = (t34) == 0
    t36 = tl.exp(t32)
    t37 = tl.where(t35, t36, t32)
    t38 = t31 - (t37)
    t39 = tl.exp(t38)
    t40 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t39, 0.0), axis=3, keep_dims=True)
    tl.store(states41_ptr + i_c0 * states41_s0 + i_c2 * states41_s1 + tl.arange(0, T_c0)[:, None, None, None] * states41_s2 + tl.arange(0, F_n0)[None, :, None, None] * states41_s3 + tl.arange(0, F_n1)[None, None, :, None] * states41_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32), t32)
    tl.store(states42_ptr + i_c0 * states42_s0 + i_c2 * states42_s1 + tl.arange(0, T_c0)[:, None, None, None] * states42_s2 + tl.arange(0, F_n0)[None, :, None, None] * states42_s3 + tl.arange(0, F_n1)[None, None, :, None] * states42_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32), t40)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m53_s3, m67_ptr, m67_s0, m67_s1, m67_s2, m67_s3, states103_ptr, states103_s0, states103_s1, states103_s2, states103_s3, states103_s4, states103_s5, E_c0, E_c1, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states103: Collect over loop v.3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc77 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t74 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t75 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t76 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t74, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t75, 0.0), 2), axis=3)
        acc77 = acc77 + t76
    t78 = (acc77) * (0.25)
    t79 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t80 = t78 + t79
    t81 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t80, -float('inf')), axis=3, keep_dims=True)
    t82 = t80 - (t81)
    t83 = tl.exp(t82)
    t84 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t83, 0.0), axis=3, keep_dims=True)
    t85 = (t83) / (t84)
    acc89 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t86 = tl.load(m51_ptr + offs_c0[:, None, None, None] * m51_s0 + offs_n0[None, :, None, None] * m51_s1 + offs_n1[None, None, :, None] * m51_s2 + offs_c3[None, None, None, :] * m51_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t87 = tl.load(m53_ptr + offs_c0[:, None, None, None] * m53_s0 + offs_n0[None, :, None, None] * m53_s1 + offs_c3[None, None, :, None] * m53_s2 + offs_n1[None, None, None, :] * m53_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t88 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t86, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t87, 0.0), 2), axis=3)
        acc89 = acc89 + t88
    t90 = (acc89) * (0.25)
    t91 = t90 + t79
    t92 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t91, -float('inf')), axis=3, keep_dims=True)
    t93 = t91 - (t92)
    t94 = tl.exp(t93)
    t95 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t94, 0.0), axis=3, keep_dims=True)
    t96 = (t94) / (t95)
    t97 = (t96) * (0.8375055882312481)
    t98 = t85 - (t97)
    t99 = tl.load(m67_ptr + offs_c0[:, None, None, None] * m67_s0 + offs_n0[None, :, None, None] * m67_s1 + offs_n1[None, None, :, None] * m67_s2 + offs_c4[None, None, None, :] * m67_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t100 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t98, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t99, 0.0), 2), axis=3)
    t101 = (t100) * (t100)
    t102 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t101, 0.0), axis=3, keep_dims=True)
    tl.store(states103_ptr + i_c0 * states103_s0 + i_c4 * states103_s1 + tl.arange(0, T_c0)[:, None, None, None] * states103_s2 + tl.arange(0, F_n0)[None, :, None, None] * states103_s3 + tl.arange(0, F_n1)[None, None, :, None] * states103_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32), t102)


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states41_s5, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m53_s3, m67_ptr, m67_s0, m67_s1, m67_s2, m67_s3, m70_ptr, m70_s0, m70_s1, m70_s2, m70_s3, states103_ptr, states103_s0, states103_s1, states103_s2, states103_s3, states103_s4, states103_s5, buf110_ptr, buf110_s0, buf110_s1, buf110_s2, buf110_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf110: Combine over grid v.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc7 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc7 = acc7 + t6
    t8 = (acc7) * (0.25)
    t18 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t19 = t8 + t18
    t20 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t19, -float('inf')), axis=3, keep_dims=True)
    t21 = t19 - (t20)
    t22 = tl.exp(t21)
    acc45 = tl.full([T_c0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc46 = tl.full([T_c0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t43 = tl.load(states41_ptr + i_c0 * states41_s0 + i_c2 * states41_s1 + tl.arange(0, T_c0)[:, None, None, None] * states41_s2 + tl.arange(0, F_n0)[None, :, None, None] * states41_s3 + tl.arange(0, F_n1)[None, None, :, None] * states41_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32))
        t44 = tl.load(states42_ptr + i_c0 * states42_s0 + i_c2 * states42_s1 + tl.arange(0, T_c0)[:, None, None, None] * states42_s2 + tl.arange(0, F_n0)[None, :, None, None] * states42_s3 + tl.arange(0, F_n1)[None, None, :, None] * states42_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32))
        m47 = tl.maximum(acc45, t43)
        r48 = tl.where(acc45 == -float("inf"), 0.0, tl.exp(acc45 - m47))
        r49 = tl.where(t43 == -float("inf"), 0.0, tl.exp(t43 - m47))
        acc46 = tl.where(acc45 == -float("inf"), 0.0, acc46 * r48) + tl.where(t43 == -float("inf"), 0.0, t44 * r49)
        acc45 = m47
    t50 = (t22) / (acc46)
    acc57 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t52 = tl.load(m51_ptr + offs_c0[:, None, None, None] * m51_s0 + offs_n0[None, :, None, None] * m51_s1 + offs_n1[None, None, :, None] * m51_s2 + offs_c3[None, None, None, :] * m51_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t55 = tl.load(m53_ptr + offs_c0[:, None, None, None] * m53_s0 + offs_n0[None, :, None, None] * m53_s1 + offs_c3[None, None, :, None] * m53_s2 + offs_n1[None, None, None, :] * m53_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t56 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t55, 0.0), 2), axis=3)
        acc57 = acc57 + t56
    t58 = (acc57) * (0.25)
    t59 = t58 + t18
    t60 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t59, -float('inf')), axis=3, keep_dims=True)
    t61 = t59 - (t60)
    t62 = tl.exp(t61)
    t63 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t62, 0.0), axis=3, keep_dims=True)
    t64 = (t62) / (t63)
    t65 = (t64) * (0.8375055882312481)
    t66 = t50 - (t65)
    t68 = tl.load(m67_ptr + offs_c0[:, None, None, None] * m67_s0 + offs_n0[None, :, None, None] * m67_s1 + offs_n1[None, None, :, None] * m67_s2 + offs_n1[None, None, None, :] * m67_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t69 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t66, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t68, 0.0), 2), axis=3)
    t72 = tl.load(m70_ptr + offs_n1[None, None, None, :] * m70_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t73 = (t69) * (t72)
    acc105 = tl.full([T_c0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t104 = tl.load(states103_ptr + i_c0 * states103_s0 + i_c4 * states103_s1 + tl.arange(0, T_c0)[:, None, None, None] * states103_s2 + tl.arange(0, F_n0)[None, :, None, None] * states103_s3 + tl.arange(0, F_n1)[None, None, :, None] * states103_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32))
        acc105 = acc105 + t104
    t106 = acc105 + 0.00032
    t107 = tl.rsqrt(t106)
    t108 = (t73) * (t107)
    t109 = (t108) * (1.2241106391612262)
    tl.store(buf110_ptr + offs_c0[:, None, None, None] * buf110_s0 + offs_n0[None, :, None, None] * buf110_s1 + offs_n1[None, None, :, None] * buf110_s2 + offs_n1[None, None, None, :] * buf110_s3, t109, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m1 = inputs['q1']
    m4 = inputs['k1']
    m3 = m4.permute([0, 1, 3, 2])
    m13 = _iota([32, 32], 1, device)
    m14 = _iota([32, 32], 0, device)
    m12 = _BINARY["Sub"](m13, m14)
    m15 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Ge"](m12, m15)
    m16 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m17 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m10 = torch.where(m11, m16, m17)
    m9 = m10.reshape([1, 1, 32, 32])
    states26 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c1']), _cdiv(32, T['c2']), T['c0'], _pow2(4), _pow2(32), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(16, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states26_ptr=states26, states26_s0=states26.stride(0), states26_s1=states26.stride(1), states26_s2=states26.stride(2), states26_s3=states26.stride(3), states26_s4=states26.stride(4), states26_s5=states26.stride(5), states26_s6=states26.stride(6), E_c0=2, E_c1=16, E_c2=32, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    states41 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states42 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c2']),)](states26_ptr=states26, states26_s0=states26.stride(0), states26_s1=states26.stride(1), states26_s2=states26.stride(2), states26_s3=states26.stride(3), states26_s4=states26.stride(4), states26_s5=states26.stride(5), states26_s6=states26.stride(6), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states41_s5=states41.stride(5), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), E_c0=2, E_c1=16, E_c2=32, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m51 = inputs['q2']
    m54 = inputs['k2']
    m53 = m54.permute([0, 1, 3, 2])
    m67 = inputs['v']
    m71 = inputs['w_subln']
    m70 = m71.reshape([1, 1, 1, 32])
    states103 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c4']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(32, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m53_s3=m53.stride(3), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), m67_s3=m67.stride(3), states103_ptr=states103, states103_s0=states103.stride(0), states103_s1=states103.stride(1), states103_s2=states103.stride(2), states103_s3=states103.stride(3), states103_s4=states103.stride(4), states103_s5=states103.stride(5), E_c0=2, E_c1=16, E_c3=16, E_c4=32, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'], T_c4=T['c4'])
    buf110 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states41_s5=states41.stride(5), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m53_s3=m53.stride(3), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), m67_s3=m67.stride(3), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), m70_s2=m70.stride(2), m70_s3=m70.stride(3), states103_ptr=states103, states103_s0=states103.stride(0), states103_s1=states103.stride(1), states103_s2=states103.stride(2), states103_s3=states103.stride(3), states103_s4=states103.stride(4), states103_s5=states103.stride(5), buf110_ptr=buf110, buf110_s0=buf110.stride(0), buf110_s1=buf110.stride(1), buf110_s2=buf110.stride(2), buf110_s3=buf110.stride(3), E_c0=2, E_c1=16, E_c2=32, E_c3=16, E_c4=32, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf110


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
