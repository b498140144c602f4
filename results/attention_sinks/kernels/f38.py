"""attention_sinks [small], candidate 38: 7 kernel(s)

Rendered by EqiForge from candidate 38 of attention_sinks [small]: grid(k.2@3) loop(k.3[16]: sum) [1 mm] ; grid(k.2@3) ; store(k.2[32]) ; grid(k.1@1) loop(k.2[32]: max, stored) ; store(k.2[32]) ; grid() loop(k.2[32]: rescale, stored) ; grid(k.1@1) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.1@1[2]
    c1: grid k.2@3[32]
    c2: loop k.3[16]
    c3: loop k.2[32]

Run it on its own: `python kernels/f38.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 16}


@triton.jit
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, buf23_ptr, buf23_s0, buf23_s1, buf23_s2, buf23_s3, buf23_s4, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf23: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc22 = tl.full([F_n1, F_n1, F_n1, T_c1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c1[None, None, None, :, None] * m14_s3 + offs_c2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c2[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t20, 0.0), 3), axis=4)
        acc22 = acc22 + t21
    tl.store(buf23_ptr + offs_n1[:, None, None, None, None] * buf23_s0 + offs_n1[None, :, None, None, None] * buf23_s1 + offs_n1[None, None, :, None, None] * buf23_s2 + offs_c1[None, None, None, :, None] * buf23_s3 + offs_n0[None, None, None, None, :] * buf23_s4, acc22, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_1(buf23_ptr, buf23_s0, buf23_s1, buf23_s2, buf23_s3, buf23_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf26: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t24 = tl.load(buf23_ptr + offs_n1[:, None, None, None, None] * buf23_s0 + offs_n1[None, :, None, None, None] * buf23_s1 + offs_n1[None, None, :, None, None] * buf23_s2 + offs_c1[None, None, None, :, None] * buf23_s3 + offs_n0[None, None, None, None, :] * buf23_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t25 = (t24) * (0.25)
    tl.store(buf26_ptr + offs_n1[:, None, None, None, None] * buf26_s0 + offs_n1[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_c1[None, None, None, :, None] * buf26_s3 + offs_n0[None, None, None, None, :] * buf26_s4, t25, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_2(m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m36_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, states46_s6, E_c0, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # stores states46: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t38 = tl.load(m36_ptr + offs_c3[None, None, None, None, :] * m36_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t39 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c3[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t40 = tl.load(buf26_ptr + offs_n1[:, None, None, None, None] * buf26_s0 + offs_c0[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_n0[None, None, None, :, None] * buf26_s3 + offs_c3[None, None, None, None, :] * buf26_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t41 = tl.where(t39, -float("inf"), t40)
    t42 = tl.load(m29_ptr + offs_n0[None, None, None, :, None] * m29_s3 + offs_c3[None, None, None, None, :] * m29_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t43 = tl.where(t42, -float("inf"), t41)
    t44 = tl.where(t38, t41, t43)
    t45 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t44, -float('inf')), axis=4, keep_dims=True)
    tl.store(states46_ptr + i_c0 * states46_s0 + i_c3 * states46_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states46_s2 + tl.arange(0, T_c0)[None, :, None, None, None] * states46_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states46_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states46_s5 + tl.zeros([F_n1, T_c0, F_n1, F_n0, 1], tl.int32), t45)


@triton.jit
def kernel_3(states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states46_s4, states46_s5, states46_s6, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf49_s4, E_c0, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf49: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc48 = tl.full([F_n1, T_c0, F_n1, F_n0, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t47 = tl.load(states46_ptr + i_c0 * states46_s0 + i_c3 * states46_s1 + tl.arange(0, F_n1)[:, None, None, None, None] * states46_s2 + tl.arange(0, T_c0)[None, :, None, None, None] * states46_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states46_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states46_s5 + tl.zeros([F_n1, T_c0, F_n1, F_n0, 1], tl.int32))
        acc48 = tl.maximum(acc48, t47)
    tl.store(buf49_ptr + offs_n1[:, None, None, None, None] * buf49_s0 + offs_c0[None, :, None, None, None] * buf49_s1 + offs_n1[None, None, :, None, None] * buf49_s2 + offs_n0[None, None, None, :, None] * buf49_s3, acc48, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_4(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, states68_ptr, states68_s0, states68_s1, states68_s2, states68_s3, states68_s4, states68_s5, states69_ptr, states69_s0, states69_s1, states69_s2, states69_s3, states69_s4, states69_s5, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # stores states68, states69: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t57 = tl.load(m2_ptr + offs_c3[None, None, None, None, :] * m2_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t58 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c3[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t59 = tl.load(buf26_ptr + offs_n1[:, None, None, None, None] * buf26_s0 + offs_n1[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_n0[None, None, None, :, None] * buf26_s3 + offs_c3[None, None, None, None, :] * buf26_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t60 = tl.where(t58, -float("inf"), t59)
    t61 = tl.load(m29_ptr + offs_n0[None, None, None, :, None] * m29_s3 + offs_c3[None, None, None, None, :] * m29_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
    t62 = tl.where(t61, -float("inf"), t60)
    t63 = tl.where(t57, t60, t62)
    t64 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t63, -float('inf')), axis=4, keep_dims=True)
    t65 = t63 - (t64)
    t66 = tl.exp(t65)
    t67 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t66, 0.0), axis=4, keep_dims=True)
    tl.store(states68_ptr + i_c3 * states68_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states68_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states68_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states68_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states68_s4 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32), t64)
    tl.store(states69_ptr + i_c3 * states69_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states69_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states69_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states69_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states69_s4 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32), t67)


@triton.jit
def kernel_5(states68_ptr, states68_s0, states68_s1, states68_s2, states68_s3, states68_s4, states68_s5, states69_ptr, states69_s0, states69_s1, states69_s2, states69_s3, states69_s4, states69_s5, buf77_ptr, buf77_s0, buf77_s1, buf77_s2, buf77_s3, buf77_s4, buf78_ptr, buf78_s0, buf78_s1, buf78_s2, buf78_s3, buf78_s4, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf77, buf78: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc72 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc73 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t70 = tl.load(states68_ptr + i_c3 * states68_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states68_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states68_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states68_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states68_s4 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32))
        t71 = tl.load(states69_ptr + i_c3 * states69_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states69_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states69_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states69_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states69_s4 + tl.zeros([F_n1, F_n1, F_n1, F_n0, 1], tl.int32))
        m74 = tl.maximum(acc72, t70)
        r75 = tl.where(acc72 == -float("inf"), 0.0, tl.exp(acc72 - m74))
        r76 = tl.where(t70 == -float("inf"), 0.0, tl.exp(t70 - m74))
        acc73 = tl.where(acc72 == -float("inf"), 0.0, acc73 * r75) + tl.where(t70 == -float("inf"), 0.0, t71 * r76)
        acc72 = m74
    tl.store(buf77_ptr + offs_n1[:, None, None, None, None] * buf77_s0 + offs_n1[None, :, None, None, None] * buf77_s1 + offs_n1[None, None, :, None, None] * buf77_s2 + offs_n0[None, None, None, :, None] * buf77_s3, acc72, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])
    tl.store(buf78_ptr + offs_n1[:, None, None, None, None] * buf78_s0 + offs_n1[None, :, None, None, None] * buf78_s1 + offs_n1[None, None, :, None, None] * buf78_s2 + offs_n0[None, None, None, :, None] * buf78_s3, acc73, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_6(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, buf26_s4, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf49_s4, m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, m51_s4, buf78_ptr, buf78_s0, buf78_s1, buf78_s2, buf78_s3, buf78_s4, m87_ptr, m87_s0, m87_s1, m87_s2, m87_s3, m87_s4, buf91_ptr, buf91_s0, buf91_s1, buf91_s2, buf91_s3, buf91_s4, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf91: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t27 = tl.load(buf26_ptr + offs_n1[:, None, None, None, None] * buf26_s0 + offs_c0[None, :, None, None, None] * buf26_s1 + offs_n1[None, None, :, None, None] * buf26_s2 + offs_n0[None, None, None, :, None] * buf26_s3 + offs_n0[None, None, None, None, :] * buf26_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t28 = tl.where(t13, -float("inf"), t27)
    t33 = tl.load(m29_ptr + offs_n0[None, None, None, :, None] * m29_s3 + offs_n0[None, None, None, None, :] * m29_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t34 = tl.where(t33, -float("inf"), t28)
    t35 = tl.where(t6, t28, t34)
    t50 = tl.load(buf49_ptr + offs_n1[:, None, None, None, None] * buf49_s0 + offs_c0[None, :, None, None, None] * buf49_s1 + offs_n1[None, None, :, None, None] * buf49_s2 + offs_n0[None, None, None, :, None] * buf49_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t53 = tl.load(m51_ptr + offs_c0[None, :, None, None, None] * m51_s1 + offs_n1[None, None, :, None, None] * m51_s2, mask=(offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t54 = tl.maximum(t50, t53)
    t55 = t35 - (t54)
    t56 = tl.exp(t55)
    t79 = tl.load(buf78_ptr + offs_n1[:, None, None, None, None] * buf78_s0 + offs_c0[None, :, None, None, None] * buf78_s1 + offs_n1[None, None, :, None, None] * buf78_s2 + offs_n0[None, None, None, :, None] * buf78_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t80 = t50 - (t54)
    t81 = tl.exp(t80)
    t82 = (t79) * (t81)
    t83 = t53 - (t54)
    t84 = tl.exp(t83)
    t85 = t82 + t84
    t86 = (t56) / (t85)
    t89 = tl.load(m87_ptr + offs_n1[:, None, None, None, None] * m87_s0 + offs_c0[None, :, None, None, None] * m87_s1 + offs_n0[None, None, None, :, None] * m87_s3 + offs_n2[None, None, None, None, :] * m87_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t90 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t86, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t89, 0.0), 3), axis=4)
    tl.store(buf91_ptr + offs_n1[:, None, None, None, None] * buf91_s0 + offs_c0[None, :, None, None, None] * buf91_s1 + offs_n1[None, None, :, None, None] * buf91_s2 + offs_n0[None, None, None, :, None] * buf91_s3 + offs_n2[None, None, None, None, :] * buf91_s4, t90, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m4 = _iota([32], 0, device)
    m3 = m4.reshape([1, 1, 1, 1, 32])
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m5)
    m9 = m4.reshape([1, 32])
    m12 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Add"](m4, m12)
    m10 = m11.reshape([32, 1])
    m8 = _BINARY["Gt"](m9, m10)
    m7 = m8.reshape([1, 1, 1, 32, 32])
    m15 = inputs['q']
    m14 = m15.reshape([2, 2, 2, 32, 16])
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.permute([0, 1, 2, 4, 3])
    buf23 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf23_s2=buf23.stride(2), buf23_s3=buf23.stride(3), buf23_s4=buf23.stride(4), E_c1=32, E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    buf26 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf23_s2=buf23.stride(2), buf23_s3=buf23.stride(3), buf23_s4=buf23.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), E_c1=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    m31 = _BINARY["Sub"](m10, m9)
    m32 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m30 = _BINARY["Ge"](m31, m32)
    m29 = m30.reshape([1, 1, 1, 32, 32])
    m37 = _BINARY["Lt"](m4, m5)
    m36 = m37.reshape([1, 1, 1, 1, 32])
    states46 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c3']), _pow2(2), T['c0'], _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(32, T['c3']),)](m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m36_s4=m36.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), states46_s6=states46.stride(6), E_c0=2, E_c3=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c3=T['c3'])
    buf49 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c0']),)](states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states46_s4=states46.stride(4), states46_s5=states46.stride(5), states46_s6=states46.stride(6), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf49_s4=buf49.stride(4), E_c0=2, E_c3=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c3=T['c3'])
    m52 = inputs['sinks']
    m51 = m52.reshape([1, 2, 2, 1, 1])
    states68 = torch.full([_cdiv(32, T['c3']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states69 = torch.full([_cdiv(32, T['c3']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c3']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), states68_ptr=states68, states68_s0=states68.stride(0), states68_s1=states68.stride(1), states68_s2=states68.stride(2), states68_s3=states68.stride(3), states68_s4=states68.stride(4), states68_s5=states68.stride(5), states69_ptr=states69, states69_s0=states69.stride(0), states69_s1=states69.stride(1), states69_s2=states69.stride(2), states69_s3=states69.stride(3), states69_s4=states69.stride(4), states69_s5=states69.stride(5), E_c3=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'])
    buf77 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf78 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(1,)](states68_ptr=states68, states68_s0=states68.stride(0), states68_s1=states68.stride(1), states68_s2=states68.stride(2), states68_s3=states68.stride(3), states68_s4=states68.stride(4), states68_s5=states68.stride(5), states69_ptr=states69, states69_s0=states69.stride(0), states69_s1=states69.stride(1), states69_s2=states69.stride(2), states69_s3=states69.stride(3), states69_s4=states69.stride(4), states69_s5=states69.stride(5), buf77_ptr=buf77, buf77_s0=buf77.stride(0), buf77_s1=buf77.stride(1), buf77_s2=buf77.stride(2), buf77_s3=buf77.stride(3), buf77_s4=buf77.stride(4), buf78_ptr=buf78, buf78_s0=buf78.stride(0), buf78_s1=buf78.stride(1), buf78_s2=buf78.stride(2), buf78_s3=buf78.stride(3), buf78_s4=buf78.stride(4), E_c3=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c3=T['c3'])
    m88 = inputs['v']
    m87 = m88.reshape([2, 2, 1, 32, 16])
    buf91 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), buf26_s4=buf26.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf49_s4=buf49.stride(4), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), m51_s4=m51.stride(4), buf78_ptr=buf78, buf78_s0=buf78.stride(0), buf78_s1=buf78.stride(1), buf78_s2=buf78.stride(2), buf78_s3=buf78.stride(3), buf78_s4=buf78.stride(4), m87_ptr=m87, m87_s0=m87.stride(0), m87_s1=m87.stride(1), m87_s2=m87.stride(2), m87_s3=m87.stride(3), m87_s4=m87.stride(4), buf91_ptr=buf91, buf91_s0=buf91.stride(0), buf91_s1=buf91.stride(1), buf91_s2=buf91.stride(2), buf91_s3=buf91.stride(3), buf91_s4=buf91.stride(4), E_c0=2, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'])
    m1 = buf91.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
