"""swa_gqa [small], candidate 32: 6 kernel(s)

Rendered by EqiForge from candidate 32 of swa_gqa [small]: store(k.3[16]) ; store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: sum, stored) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; grid() loop(k.2[32]: rescale, stored) ; grid(k.0@0) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: loop k.3[16]
    c3: grid k.2@2[32]

Run it on its own: `python kernels/f32.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 16}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states22: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t14 = tl.load(m13_ptr + offs_n2[:, None, None, None] * m13_s0 + offs_n1[None, :, None, None] * m13_s1 + offs_n0[None, None, :, None] * m13_s2 + offs_c2[None, None, None, :] * m13_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m15_ptr + offs_n2[:, None, None, None] * m15_s0 + offs_n1[None, :, None, None] * m15_s1 + offs_c2[None, None, :, None] * m15_s2 + offs_c1[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t20, 0.0), 2), axis=3)
    tl.store(states22_ptr + i_c1 * states22_s0 + i_c2 * states22_s1 + tl.arange(0, F_n2)[:, None, None, None] * states22_s2 + tl.arange(0, F_n1)[None, :, None, None] * states22_s3 + tl.arange(0, F_n0)[None, None, :, None] * states22_s4 + tl.arange(0, T_c1)[None, None, None, :] * states22_s5 + tl.zeros([F_n2, F_n1, F_n0, T_c1], tl.int32), t21)


@triton.jit
def kernel_1(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, states34_ptr, states34_s0, states34_s1, states34_s2, states34_s3, states34_s4, states34_s5, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states34: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t31 = tl.load(m13_ptr + offs_n2[:, None, None, None] * m13_s0 + offs_n1[None, :, None, None] * m13_s1 + offs_c3[None, None, :, None] * m13_s2 + offs_c2[None, None, None, :] * m13_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t32 = tl.load(m15_ptr + offs_n2[:, None, None, None] * m15_s0 + offs_n1[None, :, None, None] * m15_s1 + offs_c2[None, None, :, None] * m15_s2 + offs_n0[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t31, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t32, 0.0), 2), axis=3)
    tl.store(states34_ptr + i_c3 * states34_s0 + i_c2 * states34_s1 + tl.arange(0, F_n2)[:, None, None, None] * states34_s2 + tl.arange(0, F_n1)[None, :, None, None] * states34_s3 + tl.arange(0, T_c3)[None, None, :, None] * states34_s4 + tl.arange(0, F_n0)[None, None, None, :] * states34_s5 + tl.zeros([F_n2, F_n1, T_c3, F_n0], tl.int32), t33)


@triton.jit
def kernel_2(states34_ptr, states34_s0, states34_s1, states34_s2, states34_s3, states34_s4, states34_s5, buf38_ptr, buf38_s0, buf38_s1, buf38_s2, buf38_s3, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf38: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc36 = tl.full([F_n2, F_n1, T_c3, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t35 = tl.load(states34_ptr + i_c3 * states34_s0 + i_c2 * states34_s1 + tl.arange(0, F_n2)[:, None, None, None] * states34_s2 + tl.arange(0, F_n1)[None, :, None, None] * states34_s3 + tl.arange(0, T_c3)[None, None, :, None] * states34_s4 + tl.arange(0, F_n0)[None, None, None, :] * states34_s5 + tl.zeros([F_n2, F_n1, T_c3, F_n0], tl.int32))
        acc36 = acc36 + t35
    t37 = (acc36) * (0.25)
    tl.store(buf38_ptr + offs_n2[:, None, None, None] * buf38_s0 + offs_n1[None, :, None, None] * buf38_s1 + offs_c3[None, None, :, None] * buf38_s2 + offs_n0[None, None, None, :] * buf38_s3, t37, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, buf38_ptr, buf38_s0, buf38_s1, buf38_s2, buf38_s3, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states51_s4, E_c1, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states50, states51: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t9 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t12 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_c1[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    acc24 = tl.full([F_n2, F_n1, F_n0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t23 = tl.load(states22_ptr + i_c1 * states22_s0 + i_c2 * states22_s1 + tl.arange(0, F_n2)[:, None, None, None] * states22_s2 + tl.arange(0, F_n1)[None, :, None, None] * states22_s3 + tl.arange(0, F_n0)[None, None, :, None] * states22_s4 + tl.arange(0, T_c1)[None, None, None, :] * states22_s5 + tl.zeros([F_n2, F_n1, F_n0, T_c1], tl.int32))
        acc24 = acc24 + t23
    t25 = tl.where(t12, -float("inf"), acc24)
    t26 = tl.where(t9, -float("inf"), t25)
    t27 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
    t28 = (t27) * (0.25)
    t29 = -float("inf") - (t28)
    t30 = tl.exp(t29)
    t39 = tl.load(buf38_ptr + offs_n2[:, None, None, None] * buf38_s0 + offs_n1[None, :, None, None] * buf38_s1 + offs_n0[None, None, :, None] * buf38_s2 + offs_c1[None, None, None, :] * buf38_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t40 = t39 - (t28)
    t41 = tl.where(t12, t29, t40)
    t42 = tl.exp(t41)
    t43 = tl.where(t9, t30, t42)
    t48 = tl.load(m44_ptr + offs_n2[:, None, None, None] * m44_s0 + offs_n1[None, :, None, None] * m44_s1 + offs_c1[None, None, :, None] * m44_s2 + offs_n3[None, None, None, :] * m44_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t49 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t43, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t48, 0.0), 2), axis=3)
    tl.store(states50_ptr + i_c1 * states50_s0 + tl.arange(0, F_n2)[:, None, None, None] * states50_s1 + tl.arange(0, F_n1)[None, :, None, None] * states50_s2 + tl.arange(0, F_n0)[None, None, :, None] * states50_s3 + tl.zeros([F_n2, F_n1, F_n0, 1], tl.int32), t28)
    tl.store(states51_ptr + i_c1 * states51_s0 + tl.arange(0, F_n2)[:, None, None, None] * states51_s1 + tl.arange(0, F_n1)[None, :, None, None] * states51_s2 + tl.arange(0, F_n0)[None, None, :, None] * states51_s3 + tl.arange(0, F_n3)[None, None, None, :] * states51_s4 + tl.zeros([F_n2, F_n1, F_n0, F_n3], tl.int32), t49)


@triton.jit
def kernel_4(states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states51_s4, buf59_ptr, buf59_s0, buf59_s1, buf59_s2, buf59_s3, buf60_ptr, buf60_s0, buf60_s1, buf60_s2, buf60_s3, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf59, buf60: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc54 = tl.full([F_n2, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc55 = tl.full([F_n2, F_n1, F_n0, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t52 = tl.load(states50_ptr + i_c1 * states50_s0 + tl.arange(0, F_n2)[:, None, None, None] * states50_s1 + tl.arange(0, F_n1)[None, :, None, None] * states50_s2 + tl.arange(0, F_n0)[None, None, :, None] * states50_s3 + tl.zeros([F_n2, F_n1, F_n0, 1], tl.int32))
        t53 = tl.load(states51_ptr + i_c1 * states51_s0 + tl.arange(0, F_n2)[:, None, None, None] * states51_s1 + tl.arange(0, F_n1)[None, :, None, None] * states51_s2 + tl.arange(0, F_n0)[None, None, :, None] * states51_s3 + tl.arange(0, F_n3)[None, None, None, :] * states51_s4 + tl.zeros([F_n2, F_n1, F_n0, F_n3], tl.int32))
        m56 = tl.maximum(acc54, t52)
        r57 = tl.where(acc54 == -float("inf"), 0.0, tl.exp(acc54 - m56))
        r58 = tl.where(t52 == -float("inf"), 0.0, tl.exp(t52 - m56))
        acc55 = tl.where(acc54 == -float("inf"), 0.0, acc55 * r57) + tl.where(t52 == -float("inf"), 0.0, t53 * r58)
        acc54 = m56
    tl.store(buf59_ptr + offs_n2[:, None, None, None] * buf59_s0 + offs_n1[None, :, None, None] * buf59_s1 + offs_n0[None, None, :, None] * buf59_s2, acc54, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])
    tl.store(buf60_ptr + offs_n2[:, None, None, None] * buf60_s0 + offs_n1[None, :, None, None] * buf60_s1 + offs_n0[None, None, :, None] * buf60_s2 + offs_n3[None, None, None, :] * buf60_s3, acc55, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf59_ptr, buf59_s0, buf59_s1, buf59_s2, buf59_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf38_ptr, buf38_s0, buf38_s1, buf38_s2, buf38_s3, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, buf73_ptr, buf73_s0, buf73_s1, buf73_s2, buf73_s3, E_c0, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf73: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t61 = tl.load(buf59_ptr + offs_c0[:, None, None, None] * buf59_s0 + offs_n1[None, :, None, None] * buf59_s1 + offs_n0[None, None, :, None] * buf59_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t62 = -float("inf") - (t61)
    t63 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t64 = tl.load(buf38_ptr + offs_c0[:, None, None, None] * buf38_s0 + offs_n1[None, :, None, None] * buf38_s1 + offs_n0[None, None, :, None] * buf38_s2 + offs_n0[None, None, None, :] * buf38_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t65 = tl.where(t63, -float("inf"), t64)
    t66 = t65 - (t61)
    t67 = tl.where(t8, t62, t66)
    t68 = tl.exp(t67)
    t69 = tl.load(m44_ptr + offs_c0[:, None, None, None] * m44_s0 + offs_n1[None, :, None, None] * m44_s1 + offs_n0[None, None, :, None] * m44_s2 + offs_n3[None, None, None, :] * m44_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t70 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t68, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t69, 0.0), 2), axis=3)
    t71 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
    t72 = (t70) / (t71)
    tl.store(buf73_ptr + offs_c0[:, None, None, None] * buf73_s0 + offs_n1[None, :, None, None] * buf73_s1 + offs_n0[None, None, :, None] * buf73_s2 + offs_n3[None, None, None, :] * buf73_s3, t72, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    states22 = torch.full([_cdiv(32, T['c1']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), _pow2(32), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), E_c1=32, E_c2=16, E_n0=32, E_n1=4, E_n2=2, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    states34 = torch.full([_cdiv(32, T['c3']), _cdiv(16, T['c2']), _pow2(2), _pow2(4), T['c3'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c3']) * _cdiv(16, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), states34_ptr=states34, states34_s0=states34.stride(0), states34_s1=states34.stride(1), states34_s2=states34.stride(2), states34_s3=states34.stride(3), states34_s4=states34.stride(4), states34_s5=states34.stride(5), E_c2=16, E_c3=32, E_n0=32, E_n1=4, E_n2=2, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf38 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c3']),)](states34_ptr=states34, states34_s0=states34.stride(0), states34_s1=states34.stride(1), states34_s2=states34.stride(2), states34_s3=states34.stride(3), states34_s4=states34.stride(4), states34_s5=states34.stride(5), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), buf38_s2=buf38.stride(2), buf38_s3=buf38.stride(3), E_c2=16, E_c3=32, E_n0=32, E_n1=4, E_n2=2, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    m47 = inputs['v']
    m46 = m47.reshape([2, 2, 1, 32, 16])
    m45 = m46.expand([2, 2, 2, 32, 16])
    m44 = m45.reshape([2, 4, 32, 16])
    states50 = torch.full([_cdiv(32, T['c1']), _pow2(2), _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states51 = torch.full([_cdiv(32, T['c1']), _pow2(2), _pow2(4), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), buf38_s2=buf38.stride(2), buf38_s3=buf38.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states51_s4=states51.stride(4), E_c1=32, E_c2=16, E_n0=32, E_n1=4, E_n2=2, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(2), F_n3=_pow2(16), T_c1=T['c1'], T_c2=T['c2'])
    buf59 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf60 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states51_s4=states51.stride(4), buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), buf59_s2=buf59.stride(2), buf59_s3=buf59.stride(3), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf60_s2=buf60.stride(2), buf60_s3=buf60.stride(3), E_c1=32, E_n0=32, E_n1=4, E_n2=2, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(2), F_n3=_pow2(16), T_c1=T['c1'])
    buf73 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), buf59_s2=buf59.stride(2), buf59_s3=buf59.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), buf38_s2=buf38.stride(2), buf38_s3=buf38.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), buf73_s2=buf73.stride(2), buf73_s3=buf73.stride(3), E_c0=2, E_n0=32, E_n1=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf73


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
