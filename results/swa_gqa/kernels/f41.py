"""swa_gqa [small], candidate 41: 6 kernel(s)

Rendered by EqiForge from candidate 41 of swa_gqa [small]: store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: sum, stored) ; grid(k.2@2) ; store(k.2[32]) ; grid(k.2@2) loop(k.2[32]: rescale, stored) loop(k.3[16]: sum, stored) [1 mm] ; grid(q.1@1) loop(k.2[32]: rescale)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q.1@1[4]
    c1: grid k.2@2[32]
    c2: loop k.2[32]
    c3: loop k.3[16]

Run it on its own: `python kernels/f41.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 16, "c2": 16, "c3": 8}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, E_c1, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states22: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    t14 = tl.load(m13_ptr + offs_n0[:, None, None, None] * m13_s0 + offs_n3[None, :, None, None] * m13_s1 + offs_c1[None, None, :, None] * m13_s2 + offs_c3[None, None, None, :] * m13_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m15_ptr + offs_n0[:, None, None, None] * m15_s0 + offs_n3[None, :, None, None] * m15_s1 + offs_c3[None, None, :, None] * m15_s2 + offs_n1[None, None, None, :] * m15_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t20, 0.0), 2), axis=3)
    tl.store(states22_ptr + i_c1 * states22_s0 + i_c3 * states22_s1 + tl.arange(0, F_n0)[:, None, None, None] * states22_s2 + tl.arange(0, F_n3)[None, :, None, None] * states22_s3 + tl.arange(0, T_c1)[None, None, :, None] * states22_s4 + tl.arange(0, F_n1)[None, None, None, :] * states22_s5 + tl.zeros([F_n0, F_n3, T_c1, F_n1], tl.int32), t21)


@triton.jit
def kernel_1(states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, E_c1, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf25: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    acc24 = tl.full([F_n0, F_n3, T_c1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t23 = tl.load(states22_ptr + i_c1 * states22_s0 + i_c3 * states22_s1 + tl.arange(0, F_n0)[:, None, None, None] * states22_s2 + tl.arange(0, F_n3)[None, :, None, None] * states22_s3 + tl.arange(0, T_c1)[None, None, :, None] * states22_s4 + tl.arange(0, F_n1)[None, None, None, :] * states22_s5 + tl.zeros([F_n0, F_n3, T_c1, F_n1], tl.int32))
        acc24 = acc24 + t23
    tl.store(buf25_ptr + offs_n0[:, None, None, None] * buf25_s0 + offs_n3[None, :, None, None] * buf25_s1 + offs_c1[None, None, :, None] * buf25_s2 + offs_n1[None, None, None, :] * buf25_s3, acc24, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_2(buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf28: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    t26 = tl.load(buf25_ptr + offs_n0[:, None, None, None] * buf25_s0 + offs_n3[None, :, None, None] * buf25_s1 + offs_c1[None, None, :, None] * buf25_s2 + offs_n1[None, None, None, :] * buf25_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t27 = (t26) * (0.25)
    tl.store(buf28_ptr + offs_n0[:, None, None, None] * buf28_s0 + offs_n3[None, :, None, None] * buf28_s1 + offs_c1[None, None, :, None] * buf28_s2 + offs_n1[None, None, None, :] * buf28_s3, t27, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, states44_s4, states44_s5, states45_ptr, states45_s0, states45_s1, states45_s2, states45_s3, states45_s4, states45_s5, E_c1, E_c2, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states44, states45: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t9 = tl.load(m1_ptr + offs_c1[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
    t12 = tl.load(m10_ptr + offs_c1[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
    t29 = tl.load(buf28_ptr + offs_n0[:, None, None, None] * buf28_s0 + offs_n3[None, :, None, None] * buf28_s1 + offs_c1[None, None, :, None] * buf28_s2 + offs_c2[None, None, None, :] * buf28_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t30 = tl.where(t12, -float("inf"), t29)
    t31 = tl.where(t9, -float("inf"), t30)
    t32 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t31, -float('inf')), axis=3, keep_dims=True)
    t33 = -float("inf") - (t32)
    t34 = t29 - (t32)
    t35 = tl.where(t12, t33, t34)
    t36 = tl.where(t9, t33, t35)
    t37 = tl.exp(t36)
    t42 = tl.load(m38_ptr + offs_n0[:, None, None, None] * m38_s0 + offs_n3[None, :, None, None] * m38_s1 + offs_c2[None, None, :, None] * m38_s2 + offs_n2[None, None, None, :] * m38_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t43 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t37, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t42, 0.0), 2), axis=3)
    tl.store(states44_ptr + i_c1 * states44_s0 + i_c2 * states44_s1 + tl.arange(0, F_n0)[:, None, None, None] * states44_s2 + tl.arange(0, F_n3)[None, :, None, None] * states44_s3 + tl.arange(0, T_c1)[None, None, :, None] * states44_s4 + tl.zeros([F_n0, F_n3, T_c1, 1], tl.int32), t32)
    tl.store(states45_ptr + i_c1 * states45_s0 + i_c2 * states45_s1 + tl.arange(0, F_n0)[:, None, None, None] * states45_s2 + tl.arange(0, F_n3)[None, :, None, None] * states45_s3 + tl.arange(0, T_c1)[None, None, :, None] * states45_s4 + tl.arange(0, F_n2)[None, None, None, :] * states45_s5 + tl.zeros([F_n0, F_n3, T_c1, F_n2], tl.int32), t43)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, states44_s4, states44_s5, states45_ptr, states45_s0, states45_s1, states45_s2, states45_s3, states45_s4, states45_s5, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, buf64_ptr, buf64_s0, buf64_s1, buf64_s2, buf64_s3, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf64: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n2 = tl.arange(0, F_n2)
    t8 = tl.load(m1_ptr + offs_c1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    acc48 = tl.full([F_n0, F_n3, T_c1, 1], -float('inf'), tl.float32)
    acc49 = tl.full([F_n0, F_n3, T_c1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t46 = tl.load(states44_ptr + i_c1 * states44_s0 + i_c2 * states44_s1 + tl.arange(0, F_n0)[:, None, None, None] * states44_s2 + tl.arange(0, F_n3)[None, :, None, None] * states44_s3 + tl.arange(0, T_c1)[None, None, :, None] * states44_s4 + tl.zeros([F_n0, F_n3, T_c1, 1], tl.int32))
        t47 = tl.load(states45_ptr + i_c1 * states45_s0 + i_c2 * states45_s1 + tl.arange(0, F_n0)[:, None, None, None] * states45_s2 + tl.arange(0, F_n3)[None, :, None, None] * states45_s3 + tl.arange(0, T_c1)[None, None, :, None] * states45_s4 + tl.arange(0, F_n2)[None, None, None, :] * states45_s5 + tl.zeros([F_n0, F_n3, T_c1, F_n2], tl.int32))
        m50 = tl.maximum(acc48, t46)
        r51 = tl.where(acc48 == -float("inf"), 0.0, tl.exp(acc48 - m50))
        r52 = tl.where(t46 == -float("inf"), 0.0, tl.exp(t46 - m50))
        acc49 = tl.where(acc48 == -float("inf"), 0.0, acc49 * r51) + tl.where(t46 == -float("inf"), 0.0, t47 * r52)
        acc48 = m50
    t53 = -float("inf") - (acc48)
    t54 = tl.load(m10_ptr + offs_c1[None, None, :, None] * m10_s2 + offs_n1[None, None, None, :] * m10_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    acc56 = tl.full([F_n0, F_n3, T_c1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t55 = tl.load(states22_ptr + i_c1 * states22_s0 + i_c3 * states22_s1 + tl.arange(0, F_n0)[:, None, None, None] * states22_s2 + tl.arange(0, F_n3)[None, :, None, None] * states22_s3 + tl.arange(0, T_c1)[None, None, :, None] * states22_s4 + tl.arange(0, F_n1)[None, None, None, :] * states22_s5 + tl.zeros([F_n0, F_n3, T_c1, F_n1], tl.int32))
        acc56 = acc56 + t55
    t57 = (acc56) * (0.25)
    t58 = t57 - (acc48)
    t59 = tl.where(t54, t53, t58)
    t60 = tl.where(t8, t53, t59)
    t61 = tl.exp(t60)
    t62 = tl.load(m38_ptr + offs_n0[:, None, None, None] * m38_s0 + offs_n3[None, :, None, None] * m38_s1 + offs_n1[None, None, :, None] * m38_s2 + offs_n2[None, None, None, :] * m38_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t63 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t61, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t62, 0.0), 2), axis=3)
    tl.store(buf64_ptr + offs_n0[:, None, None, None] * buf64_s0 + offs_n3[None, :, None, None] * buf64_s1 + offs_c1[None, None, :, None] * buf64_s2 + offs_n2[None, None, None, :] * buf64_s3, t63, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_5(buf64_ptr, buf64_s0, buf64_s1, buf64_s2, buf64_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf95_ptr, buf95_s0, buf95_s1, buf95_s2, buf95_s3, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf95: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t65 = tl.load(buf64_ptr + offs_n0[:, None, None, None] * buf64_s0 + offs_c0[None, :, None, None] * buf64_s1 + offs_n1[None, None, :, None] * buf64_s2 + offs_n2[None, None, None, :] * buf64_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t66 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    acc80 = tl.full([F_n0, T_c0, F_n1, 1], -float('inf'), tl.float32)
    acc81 = tl.full([F_n0, T_c0, F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t67 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t68 = tl.load(m10_ptr + offs_n1[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t69 = tl.load(buf28_ptr + offs_n0[:, None, None, None] * buf28_s0 + offs_c0[None, :, None, None] * buf28_s1 + offs_n1[None, None, :, None] * buf28_s2 + offs_c2[None, None, None, :] * buf28_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t70 = tl.where(t68, -float("inf"), t69)
        t71 = tl.where(t67, -float("inf"), t70)
        t72 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t71, -float('inf')), axis=3, keep_dims=True)
        t73 = -float("inf") - (t72)
        t74 = tl.exp(t73)
        t75 = t69 - (t72)
        t76 = tl.exp(t75)
        t77 = tl.where(t68, t74, t76)
        t78 = tl.where(t67, t74, t77)
        t79 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t78, 0.0), axis=3, keep_dims=True)
        m82 = tl.maximum(acc80, t72)
        r83 = tl.where(acc80 == -float("inf"), 0.0, tl.exp(acc80 - m82))
        r84 = tl.where(t72 == -float("inf"), 0.0, tl.exp(t72 - m82))
        acc81 = tl.where(acc80 == -float("inf"), 0.0, acc81 * r83) + tl.where(t72 == -float("inf"), 0.0, t79 * r84)
        acc80 = m82
    t85 = -float("inf") - (acc80)
    t86 = tl.exp(t85)
    t87 = tl.load(m10_ptr + offs_n1[None, None, :, None] * m10_s2 + offs_n1[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t88 = tl.load(buf28_ptr + offs_n0[:, None, None, None] * buf28_s0 + offs_c0[None, :, None, None] * buf28_s1 + offs_n1[None, None, :, None] * buf28_s2 + offs_n1[None, None, None, :] * buf28_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t89 = t88 - (acc80)
    t90 = tl.exp(t89)
    t91 = tl.where(t87, t86, t90)
    t92 = tl.where(t66, t86, t91)
    t93 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t92, 0.0), axis=3, keep_dims=True)
    t94 = (t65) / (t93)
    tl.store(buf95_ptr + offs_n0[:, None, None, None] * buf95_s0 + offs_c0[None, :, None, None] * buf95_s1 + offs_n1[None, None, :, None] * buf95_s2 + offs_n2[None, None, None, :] * buf95_s3, t94, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m5 = _iota([32], 0, device)
    m4 = m5.reshape([32, 1])
    m6 = m5.reshape([1, 32])
    m3 = _BINARY["Sub"](m4, m6)
    m7 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Ge"](m3, m7)
    m1 = m2.reshape([1, 1, 32, 32])
    m11 = _BINARY["Gt"](m6, m4)
    m10 = m11.reshape([1, 1, 32, 32])
    m13 = inputs['q']
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.expand([2, 2, 2, 32, 16])
    m16 = m17.reshape([2, 4, 32, 16])
    m15 = m16.permute([0, 1, 3, 2])
    states22 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(16, T['c3']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), E_c1=32, E_c3=16, E_n0=2, E_n1=32, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(32), F_n3=_pow2(4), T_c1=T['c1'], T_c3=T['c3'])
    buf25 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), E_c1=32, E_c3=16, E_n0=2, E_n1=32, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(32), F_n3=_pow2(4), T_c1=T['c1'], T_c3=T['c3'])
    buf28 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']),)](buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), E_c1=32, E_n0=2, E_n1=32, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(32), F_n3=_pow2(4), T_c1=T['c1'])
    m41 = inputs['v']
    m40 = m41.reshape([2, 2, 1, 32, 16])
    m39 = m40.expand([2, 2, 2, 32, 16])
    m38 = m39.reshape([2, 4, 32, 16])
    states44 = torch.full([_cdiv(32, T['c1']), _cdiv(32, T['c2']), _pow2(2), _pow2(4), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    states45 = torch.full([_cdiv(32, T['c1']), _cdiv(32, T['c2']), _pow2(2), _pow2(4), T['c1'], _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), states44_s4=states44.stride(4), states44_s5=states44.stride(5), states45_ptr=states45, states45_s0=states45.stride(0), states45_s1=states45.stride(1), states45_s2=states45.stride(2), states45_s3=states45.stride(3), states45_s4=states45.stride(4), states45_s5=states45.stride(5), E_c1=32, E_c2=32, E_n0=2, E_n2=16, E_n3=4, F_n0=_pow2(2), F_n2=_pow2(16), F_n3=_pow2(4), T_c1=T['c1'], T_c2=T['c2'])
    buf64 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), states44_s4=states44.stride(4), states44_s5=states44.stride(5), states45_ptr=states45, states45_s0=states45.stride(0), states45_s1=states45.stride(1), states45_s2=states45.stride(2), states45_s3=states45.stride(3), states45_s4=states45.stride(4), states45_s5=states45.stride(5), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), buf64_ptr=buf64, buf64_s0=buf64.stride(0), buf64_s1=buf64.stride(1), buf64_s2=buf64.stride(2), buf64_s3=buf64.stride(3), E_c1=32, E_c2=32, E_c3=16, E_n0=2, E_n1=32, E_n2=16, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), F_n3=_pow2(4), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    buf95 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c0']),)](buf64_ptr=buf64, buf64_s0=buf64.stride(0), buf64_s1=buf64.stride(1), buf64_s2=buf64.stride(2), buf64_s3=buf64.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf95_ptr=buf95, buf95_s0=buf95.stride(0), buf95_s1=buf95.stride(1), buf95_s2=buf95.stride(2), buf95_s3=buf95.stride(3), E_c0=4, E_c2=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    return buf95


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
