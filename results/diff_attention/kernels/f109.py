"""diff_attention [small], candidate 109: 5 kernel(s)

Rendered by EqiForge from candidate 109 of diff_attention [small]: store(k1.3[16]) ; store(v.2[32]) loop(k1.3[16]: sum, stored) ; store(k2.3[16]) ; store(v.2[32]) loop(k2.3[16]: sum, stored) ; grid(v.0@0) loop(k1.3[16]: sum) loop(v.2[32]: rescale, stored) loop(k2.3[16]: sum) loop(v.2[32]: rescale, stored) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: loop k1.3[16]
    c2: loop v.2[32]
    c3: loop k2.3[16]

Run it on its own: `python kernels/f109.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 16, "c3": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 16, "c2": 32, "c3": 16}


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
def kernel_2(m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m53_s3, states66_ptr, states66_s0, states66_s1, states66_s2, states66_s3, states66_s4, states66_s5, states66_s6, E_c0, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states66: Collect over loop k2.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t63 = tl.load(m51_ptr + offs_c0[:, None, None, None] * m51_s0 + offs_n0[None, :, None, None] * m51_s1 + offs_n1[None, None, :, None] * m51_s2 + offs_c3[None, None, None, :] * m51_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t64 = tl.load(m53_ptr + offs_c0[:, None, None, None] * m53_s0 + offs_n0[None, :, None, None] * m53_s1 + offs_c3[None, None, :, None] * m53_s2 + offs_c2[None, None, None, :] * m53_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t65 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t63, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t64, 0.0), 2), axis=3)
    tl.store(states66_ptr + i_c0 * states66_s0 + i_c3 * states66_s1 + i_c2 * states66_s2 + tl.arange(0, T_c0)[:, None, None, None] * states66_s3 + tl.arange(0, F_n0)[None, :, None, None] * states66_s4 + tl.arange(0, F_n1)[None, None, :, None] * states66_s5 + tl.arange(0, T_c2)[None, None, None, :] * states66_s6 + tl.zeros([T_c0, F_n0, F_n1, T_c2], tl.int32), t65)


@triton.jit
def kernel_3(states66_ptr, states66_s0, states66_s1, states66_s2, states66_s3, states66_s4, states66_s5, states66_s6, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states81_ptr, states81_s0, states81_s1, states81_s2, states81_s3, states81_s4, states81_s5, states82_ptr, states82_s0, states82_s1, states82_s2, states82_s3, states82_s4, states82_s5, E_c0, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states81, states82: Collect over loop v.2[32]
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
    acc68 = tl.full([T_c0, F_n0, F_n1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t67 = tl.load(states66_ptr + i_c0 * states66_s0 + i_c3 * states66_s1 + i_c2 * states66_s2 + tl.arange(0, T_c0)[:, None, None, None] * states66_s3 + tl.arange(0, F_n0)[None, :, None, None] * states66_s4 + tl.arange(0, F_n1)[None, None, :, None] * states66_s5 + tl.arange(0, T_c2)[None, None, None, :] * states66_s6 + tl.zeros([T_c0, F_n0, F_n1, T_c2], tl.int32))
        acc68 = acc68 + t67
    t69 = (acc68) * (0.25)
    t70 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t71 = t69 + t70
    t72 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t71, -float('inf')), axis=3, keep_dims=True)
    t73 = t72 - (t72)
    t74 = t73 == t73
    t75 = (t74) == 0
    t76 = tl.exp(t72)
    t77 = tl.where(t75, t76, t72)
    t78 = t71 - (t77)
    t79 = tl.exp(t78)
    t80 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t79, 0.0), axis=3, keep_dims=True)
    tl.store(states81_ptr + i_c0 * states81_s0 + i_c2 * states81_s1 + tl.arange(0, T_c0)[:, None, None, None] * states81_s2 + tl.arange(0, F_n0)[None, :, None, None] * states81_s3 + tl.arange(0, F_n1)[None, None, :, None] * states81_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32), t72)
    tl.store(states82_ptr + i_c0 * states82_s0 + i_c2 * states82_s1 + tl.arange(0, T_c0)[:, None, None, None] * states82_s2 + tl.arange(0, F_n0)[None, :, None, None] * states82_s3 + tl.arange(0, F_n1)[None, None, :, None] * states82_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32), t80)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states41_s5, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m53_s3, states81_ptr, states81_s0, states81_s1, states81_s2, states81_s3, states81_s4, states81_s5, states82_ptr, states82_s0, states82_s1, states82_s2, states82_s3, states82_s4, states82_s5, m93_ptr, m93_s0, m93_s1, m93_s2, m93_s3, m96_ptr, m96_s0, m96_s1, m96_s2, m96_s3, buf106_ptr, buf106_s0, buf106_s1, buf106_s2, buf106_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf106: Combine over grid v.0@0[2]
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
    acc85 = tl.full([T_c0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc86 = tl.full([T_c0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t83 = tl.load(states81_ptr + i_c0 * states81_s0 + i_c2 * states81_s1 + tl.arange(0, T_c0)[:, None, None, None] * states81_s2 + tl.arange(0, F_n0)[None, :, None, None] * states81_s3 + tl.arange(0, F_n1)[None, None, :, None] * states81_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32))
        t84 = tl.load(states82_ptr + i_c0 * states82_s0 + i_c2 * states82_s1 + tl.arange(0, T_c0)[:, None, None, None] * states82_s2 + tl.arange(0, F_n0)[None, :, None, None] * states82_s3 + tl.arange(0, F_n1)[None, None, :, None] * states82_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32))
        m87 = tl.maximum(acc85, t83)
        r88 = tl.where(acc85 == -float("inf"), 0.0, tl.exp(acc85 - m87))
        r89 = tl.where(t83 == -float("inf"), 0.0, tl.exp(t83 - m87))
        acc86 = tl.where(acc85 == -float("inf"), 0.0, acc86 * r88) + tl.where(t83 == -float("inf"), 0.0, t84 * r89)
        acc85 = m87
    t90 = (t62) / (acc86)
    t91 = (t90) * (0.8375055882312481)
    t92 = t50 - (t91)
    t94 = tl.load(m93_ptr + offs_c0[:, None, None, None] * m93_s0 + offs_n0[None, :, None, None] * m93_s1 + offs_n1[None, None, :, None] * m93_s2 + offs_n1[None, None, None, :] * m93_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t95 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t92, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t94, 0.0), 2), axis=3)
    t98 = tl.load(m96_ptr + offs_n1[None, None, None, :] * m96_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t99 = (t95) * (t98)
    t100 = (t95) * (t95)
    t101 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t100, 0.0), axis=3, keep_dims=True)
    t102 = t101 + 0.00032
    t103 = tl.rsqrt(t102)
    t104 = (t99) * (t103)
    t105 = (t104) * (1.2241106391612262)
    tl.store(buf106_ptr + offs_c0[:, None, None, None] * buf106_s0 + offs_n0[None, :, None, None] * buf106_s1 + offs_n1[None, None, :, None] * buf106_s2 + offs_n1[None, None, None, :] * buf106_s3, t105, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    states66 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c3']), _cdiv(32, T['c2']), T['c0'], _pow2(4), _pow2(32), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(16, T['c3']) * _cdiv(32, T['c2']),)](m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m53_s3=m53.stride(3), states66_ptr=states66, states66_s0=states66.stride(0), states66_s1=states66.stride(1), states66_s2=states66.stride(2), states66_s3=states66.stride(3), states66_s4=states66.stride(4), states66_s5=states66.stride(5), states66_s6=states66.stride(6), E_c0=2, E_c2=32, E_c3=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    states81 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states82 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c0']) * _cdiv(32, T['c2']),)](states66_ptr=states66, states66_s0=states66.stride(0), states66_s1=states66.stride(1), states66_s2=states66.stride(2), states66_s3=states66.stride(3), states66_s4=states66.stride(4), states66_s5=states66.stride(5), states66_s6=states66.stride(6), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states81_ptr=states81, states81_s0=states81.stride(0), states81_s1=states81.stride(1), states81_s2=states81.stride(2), states81_s3=states81.stride(3), states81_s4=states81.stride(4), states81_s5=states81.stride(5), states82_ptr=states82, states82_s0=states82.stride(0), states82_s1=states82.stride(1), states82_s2=states82.stride(2), states82_s3=states82.stride(3), states82_s4=states82.stride(4), states82_s5=states82.stride(5), E_c0=2, E_c2=32, E_c3=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    m93 = inputs['v']
    m97 = inputs['w_subln']
    m96 = m97.reshape([1, 1, 1, 32])
    buf106 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states41_s5=states41.stride(5), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m53_s3=m53.stride(3), states81_ptr=states81, states81_s0=states81.stride(0), states81_s1=states81.stride(1), states81_s2=states81.stride(2), states81_s3=states81.stride(3), states81_s4=states81.stride(4), states81_s5=states81.stride(5), states82_ptr=states82, states82_s0=states82.stride(0), states82_s1=states82.stride(1), states82_s2=states82.stride(2), states82_s3=states82.stride(3), states82_s4=states82.stride(4), states82_s5=states82.stride(5), m93_ptr=m93, m93_s0=m93.stride(0), m93_s1=m93.stride(1), m93_s2=m93.stride(2), m93_s3=m93.stride(3), m96_ptr=m96, m96_s0=m96.stride(0), m96_s1=m96.stride(1), m96_s2=m96.stride(2), m96_s3=m96.stride(3), buf106_ptr=buf106, buf106_s0=buf106.stride(0), buf106_s1=buf106.stride(1), buf106_s2=buf106.stride(2), buf106_s3=buf106.stride(3), E_c0=2, E_c1=16, E_c2=32, E_c3=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf106


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
