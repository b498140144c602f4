"""swa_gqa [small], candidate 37: 7 kernel(s)

Rendered by EqiForge from candidate 37 of swa_gqa [small]: grid(k.0@0) loop(k.3[16]: sum) [2 mm] ; store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: pair(sum, sum), stored) ; grid(q.1@1) ; grid(q.1@1) ; grid(q.1@1) ; grid(q.1@1, v.3@3)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q.1@1[4]
    c1: grid v.3@3[16]
    c2: grid k.0@0[2]
    c3: loop k.3[16]
    c4: grid k.2@2[32]

Run it on its own: `python kernels/f37.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 8, "c2": 1, "c3": 8, "c4": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m26_ptr, m26_s0, m26_s1, m26_s2, m26_s3, buf35_ptr, buf35_s0, buf35_s1, buf35_s2, buf35_s3, E_c2, E_c3, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf35: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t8 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t11 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    acc21 = tl.full([T_c2, F_n2, F_n1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t13 = tl.load(m12_ptr + offs_c2[:, None, None, None] * m12_s0 + offs_n2[None, :, None, None] * m12_s1 + offs_n1[None, None, :, None] * m12_s2 + offs_c3[None, None, None, :] * m12_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t19 = tl.load(m14_ptr + offs_c2[:, None, None, None] * m14_s0 + offs_n2[None, :, None, None] * m14_s1 + offs_c3[None, None, :, None] * m14_s2 + offs_n1[None, None, None, :] * m14_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t19, 0.0), 2), axis=3)
        acc21 = acc21 + t20
    t22 = tl.where(t11, -float("inf"), acc21)
    t23 = tl.where(t8, -float("inf"), t22)
    t24 = (t23) * (0.25)
    t25 = tl.exp(t24)
    t30 = tl.load(m26_ptr + offs_c2[:, None, None, None] * m26_s0 + offs_n2[None, :, None, None] * m26_s1 + offs_n1[None, None, :, None] * m26_s2 + offs_n3[None, None, None, :] * m26_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t31 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t25, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t30, 0.0), 2), axis=3)
    t32 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t24, -float('inf')), axis=3, keep_dims=True)
    t33 = tl.exp(t32)
    t34 = (t31) / (t33)
    tl.store(buf35_ptr + offs_c2[:, None, None, None] * buf35_s0 + offs_n2[None, :, None, None] * buf35_s1 + offs_n1[None, None, :, None] * buf35_s2 + offs_n3[None, None, None, :] * buf35_s3, t34, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_1(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, states43_s5, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, states44_s4, states44_s5, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states43, states44: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t39 = tl.load(m12_ptr + offs_n0[:, None, None, None] * m12_s0 + offs_n2[None, :, None, None] * m12_s1 + offs_c4[None, None, :, None] * m12_s2 + offs_c3[None, None, None, :] * m12_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t40 = tl.load(m14_ptr + offs_n0[:, None, None, None] * m14_s0 + offs_n2[None, :, None, None] * m14_s1 + offs_c3[None, None, :, None] * m14_s2 + offs_n1[None, None, None, :] * m14_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t41 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t39, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t40, 0.0), 2), axis=3)
    t42 = (t41) * (0.25)
    tl.store(states43_ptr + i_c4 * states43_s0 + i_c3 * states43_s1 + tl.arange(0, F_n0)[:, None, None, None] * states43_s2 + tl.arange(0, F_n2)[None, :, None, None] * states43_s3 + tl.arange(0, T_c4)[None, None, :, None] * states43_s4 + tl.arange(0, F_n1)[None, None, None, :] * states43_s5 + tl.zeros([F_n0, F_n2, T_c4, F_n1], tl.int32), t41)
    tl.store(states44_ptr + i_c4 * states44_s0 + i_c3 * states44_s1 + tl.arange(0, F_n0)[:, None, None, None] * states44_s2 + tl.arange(0, F_n2)[None, :, None, None] * states44_s3 + tl.arange(0, T_c4)[None, None, :, None] * states44_s4 + tl.arange(0, F_n1)[None, None, None, :] * states44_s5 + tl.zeros([F_n0, F_n2, T_c4, F_n1], tl.int32), t42)


@triton.jit
def kernel_2(states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, states43_s5, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, states44_s4, states44_s5, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf49: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    acc47 = tl.full([F_n0, F_n2, T_c4, F_n1], 0.0, tl.float32)
    acc48 = tl.full([F_n0, F_n2, T_c4, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t45 = tl.load(states43_ptr + i_c4 * states43_s0 + i_c3 * states43_s1 + tl.arange(0, F_n0)[:, None, None, None] * states43_s2 + tl.arange(0, F_n2)[None, :, None, None] * states43_s3 + tl.arange(0, T_c4)[None, None, :, None] * states43_s4 + tl.arange(0, F_n1)[None, None, None, :] * states43_s5 + tl.zeros([F_n0, F_n2, T_c4, F_n1], tl.int32))
        t46 = tl.load(states44_ptr + i_c4 * states44_s0 + i_c3 * states44_s1 + tl.arange(0, F_n0)[:, None, None, None] * states44_s2 + tl.arange(0, F_n2)[None, :, None, None] * states44_s3 + tl.arange(0, T_c4)[None, None, :, None] * states44_s4 + tl.arange(0, F_n1)[None, None, None, :] * states44_s5 + tl.zeros([F_n0, F_n2, T_c4, F_n1], tl.int32))
        acc47 = acc47 + t45
        acc48 = acc48 + t46
    tl.store(buf49_ptr + offs_n0[:, None, None, None] * buf49_s0 + offs_n2[None, :, None, None] * buf49_s1 + offs_c4[None, None, :, None] * buf49_s2 + offs_n1[None, None, None, :] * buf49_s3, acc48, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf54: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t37 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t38 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t50 = tl.load(buf49_ptr + offs_n0[:, None, None, None] * buf49_s0 + offs_c0[None, :, None, None] * buf49_s1 + offs_n1[None, None, :, None] * buf49_s2 + offs_n1[None, None, None, :] * buf49_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t51 = tl.where(t38, -float("inf"), t50)
    t52 = tl.where(t37, -float("inf"), t51)
    t53 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t52, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf54_ptr + offs_n0[:, None, None, None] * buf54_s0 + offs_c0[None, :, None, None] * buf54_s1 + offs_n1[None, None, :, None] * buf54_s2, t53, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf65: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t58 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t59 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t60 = tl.load(buf49_ptr + offs_n0[:, None, None, None] * buf49_s0 + offs_c0[None, :, None, None] * buf49_s1 + offs_n1[None, None, :, None] * buf49_s2 + offs_n1[None, None, None, :] * buf49_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t61 = tl.where(t59, -float("inf"), t60)
    t62 = tl.where(t58, -float("inf"), t61)
    t63 = tl.exp(t62)
    t64 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t63, 0.0), axis=3, keep_dims=True)
    tl.store(buf65_ptr + offs_n0[:, None, None, None] * buf65_s0 + offs_c0[None, :, None, None] * buf65_s1 + offs_n1[None, None, :, None] * buf65_s2, t64, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_5(buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, buf65_ptr, buf65_s0, buf65_s1, buf65_s2, buf65_s3, buf68_ptr, buf68_s0, buf68_s1, buf68_s2, buf68_s3, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf68: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t55 = tl.load(buf54_ptr + offs_n0[:, None, None, None] * buf54_s0 + offs_c0[None, :, None, None] * buf54_s1 + offs_n1[None, None, :, None] * buf54_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t56 = tl.exp(t55)
    t57 = 1.0 / (t56)
    t66 = tl.load(buf65_ptr + offs_n0[:, None, None, None] * buf65_s0 + offs_c0[None, :, None, None] * buf65_s1 + offs_n1[None, None, :, None] * buf65_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t67 = (t57) * (t66)
    tl.store(buf68_ptr + offs_n0[:, None, None, None] * buf68_s0 + offs_c0[None, :, None, None] * buf68_s1 + offs_n1[None, None, :, None] * buf68_s2, t67, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_6(buf35_ptr, buf35_s0, buf35_s1, buf35_s2, buf35_s3, buf68_ptr, buf68_s0, buf68_s1, buf68_s2, buf68_s3, buf71_ptr, buf71_s0, buf71_s1, buf71_s2, buf71_s3, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf71: Combine over grid q.1@1[4], grid v.3@3[16]
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
    t36 = tl.load(buf35_ptr + offs_n0[:, None, None, None] * buf35_s0 + offs_c0[None, :, None, None] * buf35_s1 + offs_n1[None, None, :, None] * buf35_s2 + offs_c1[None, None, None, :] * buf35_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t69 = tl.load(buf68_ptr + offs_n0[:, None, None, None] * buf68_s0 + offs_c0[None, :, None, None] * buf68_s1 + offs_n1[None, None, :, None] * buf68_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None], other=0).to(tl.float32)
    t70 = (t36) / (t69)
    tl.store(buf71_ptr + offs_n0[:, None, None, None] * buf71_s0 + offs_c0[None, :, None, None] * buf71_s1 + offs_n1[None, None, :, None] * buf71_s2 + offs_c1[None, None, None, :] * buf71_s3, t70, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m10 = _BINARY["Gt"](m6, m4)
    m9 = m10.reshape([1, 1, 32, 32])
    m12 = inputs['q']
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.expand([2, 2, 2, 32, 16])
    m15 = m16.reshape([2, 4, 32, 16])
    m14 = m15.permute([0, 1, 3, 2])
    m29 = inputs['v']
    m28 = m29.reshape([2, 2, 1, 32, 16])
    m27 = m28.expand([2, 2, 2, 32, 16])
    m26 = m27.reshape([2, 4, 32, 16])
    buf35 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m26_s3=m26.stride(3), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s2=buf35.stride(2), buf35_s3=buf35.stride(3), E_c2=2, E_c3=16, E_n1=32, E_n2=4, E_n3=16, F_n1=_pow2(32), F_n2=_pow2(4), F_n3=_pow2(16), T_c2=T['c2'], T_c3=T['c3'])
    states43 = torch.full([_cdiv(32, T['c4']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), T['c4'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states44 = torch.full([_cdiv(32, T['c4']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), T['c4'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c4']) * _cdiv(16, T['c3']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), states43_s5=states43.stride(5), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), states44_s4=states44.stride(4), states44_s5=states44.stride(5), E_c3=16, E_c4=32, E_n0=2, E_n1=32, E_n2=4, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(4), T_c3=T['c3'], T_c4=T['c4'])
    buf49 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c4']),)](states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), states43_s5=states43.stride(5), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), states44_s4=states44.stride(4), states44_s5=states44.stride(5), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), E_c3=16, E_c4=32, E_n0=2, E_n1=32, E_n2=4, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(4), T_c3=T['c3'], T_c4=T['c4'])
    buf54 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), E_c0=4, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c0=T['c0'])
    buf65 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(4, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), E_c0=4, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c0=T['c0'])
    buf68 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c0']),)](buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), buf65_ptr=buf65, buf65_s0=buf65.stride(0), buf65_s1=buf65.stride(1), buf65_s2=buf65.stride(2), buf65_s3=buf65.stride(3), buf68_ptr=buf68, buf68_s0=buf68.stride(0), buf68_s1=buf68.stride(1), buf68_s2=buf68.stride(2), buf68_s3=buf68.stride(3), E_c0=4, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c0=T['c0'])
    buf71 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c0']) * _cdiv(16, T['c1']),)](buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s2=buf35.stride(2), buf35_s3=buf35.stride(3), buf68_ptr=buf68, buf68_s0=buf68.stride(0), buf68_s1=buf68.stride(1), buf68_s2=buf68.stride(2), buf68_s3=buf68.stride(3), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf71_s2=buf71.stride(2), buf71_s3=buf71.stride(3), E_c0=4, E_c1=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf71


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
