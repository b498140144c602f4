"""swa_gqa [small], candidate 47: 8 kernel(s)

Rendered by EqiForge from candidate 47 of swa_gqa [small]: store(k.3[16]) ; grid(k.0@0) loop(k.3[16]: sum, stored) [1 mm] ; grid(k.0@0) loop(k.3[16]: pair(sum, sum)) [1 mm] ; store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: sum, stored) ; grid(q.1@1) ; grid(k.2@2) ; grid(k.2@2, v.3@3)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@2[32]
    c1: grid v.3@3[16]
    c2: grid k.0@0[2]
    c3: loop k.3[16]
    c4: grid q.1@1[4]

Run it on its own: `python kernels/f47.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 1, "c3": 8, "c4": 2}


@triton.jit
def kernel_0(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, E_c2, E_c3, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states21: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t13 = tl.load(m12_ptr + offs_c2[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_n2[None, None, :, None] * m12_s2 + offs_c3[None, None, None, :] * m12_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m14_ptr + offs_c2[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_c3[None, None, :, None] * m14_s2 + offs_n2[None, None, None, :] * m14_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t19, 0.0), 2), axis=3)
    tl.store(states21_ptr + i_c2 * states21_s0 + i_c3 * states21_s1 + tl.arange(0, T_c2)[:, None, None, None] * states21_s2 + tl.arange(0, F_n1)[None, :, None, None] * states21_s3 + tl.arange(0, F_n2)[None, None, :, None] * states21_s4 + tl.arange(0, F_n2)[None, None, None, :] * states21_s5 + tl.zeros([T_c2, F_n1, F_n2, F_n2], tl.int32), t20)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, buf34_ptr, buf34_s0, buf34_s1, buf34_s2, buf34_s3, E_c2, E_c3, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf34: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t8 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    t11 = tl.load(m9_ptr + offs_n2[None, None, :, None] * m9_s2 + offs_n2[None, None, None, :] * m9_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    acc23 = tl.full([T_c2, F_n1, F_n2, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t22 = tl.load(states21_ptr + i_c2 * states21_s0 + i_c3 * states21_s1 + tl.arange(0, T_c2)[:, None, None, None] * states21_s2 + tl.arange(0, F_n1)[None, :, None, None] * states21_s3 + tl.arange(0, F_n2)[None, None, :, None] * states21_s4 + tl.arange(0, F_n2)[None, None, None, :] * states21_s5 + tl.zeros([T_c2, F_n1, F_n2, F_n2], tl.int32))
        acc23 = acc23 + t22
    t24 = (acc23) * (0.25)
    t25 = tl.where(t11, -float("inf"), t24)
    t26 = tl.where(t8, -float("inf"), t25)
    t27 = tl.exp(t26)
    t32 = tl.load(m28_ptr + offs_c2[:, None, None, None] * m28_s0 + offs_n1[None, :, None, None] * m28_s1 + offs_n2[None, None, :, None] * m28_s2 + offs_n3[None, None, None, :] * m28_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t27, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t32, 0.0), 2), axis=3)
    tl.store(buf34_ptr + offs_c2[:, None, None, None] * buf34_s0 + offs_n1[None, :, None, None] * buf34_s1 + offs_n2[None, None, :, None] * buf34_s2 + offs_n3[None, None, None, :] * buf34_s3, t33, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_2(buf34_ptr, buf34_s0, buf34_s1, buf34_s2, buf34_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, E_c2, E_c3, E_n1, E_n2, E_n3, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf49: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t35 = tl.load(buf34_ptr + offs_c2[:, None, None, None] * buf34_s0 + offs_n1[None, :, None, None] * buf34_s1 + offs_n2[None, None, :, None] * buf34_s2 + offs_n3[None, None, None, :] * buf34_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t36 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    t37 = tl.load(m9_ptr + offs_n2[None, None, :, None] * m9_s2 + offs_n2[None, None, None, :] * m9_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    acc42 = tl.full([T_c2, F_n1, F_n2, F_n2], 0.0, tl.float32)
    acc43 = tl.full([T_c2, F_n1, F_n2, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t38 = tl.load(m12_ptr + offs_c2[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_n2[None, None, :, None] * m12_s2 + offs_c3[None, None, None, :] * m12_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t39 = tl.load(m14_ptr + offs_c2[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_c3[None, None, :, None] * m14_s2 + offs_n2[None, None, None, :] * m14_s3, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t40 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t38, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t39, 0.0), 2), axis=3)
        t41 = (t40) * (0.25)
        acc42 = acc42 + t40
        acc43 = acc43 + t41
    t44 = tl.where(t37, -float("inf"), acc43)
    t45 = tl.where(t36, -float("inf"), t44)
    t46 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t45, -float('inf')), axis=3, keep_dims=True)
    t47 = tl.exp(t46)
    t48 = (t35) / (t47)
    tl.store(buf49_ptr + offs_c2[:, None, None, None] * buf49_s0 + offs_n1[None, :, None, None] * buf49_s1 + offs_n2[None, None, :, None] * buf49_s2 + offs_n3[None, None, None, :] * buf49_s3, t48, mask=(offs_c2 < E_c2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_3(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states57_ptr, states57_s0, states57_s1, states57_s2, states57_s3, states57_s4, states57_s5, E_c0, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # stores states57: Collect over loop k.3[16]
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
    offs_n2 = tl.arange(0, F_n2)
    t54 = tl.load(m12_ptr + offs_n0[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_c0[None, None, :, None] * m12_s2 + offs_c3[None, None, None, :] * m12_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t55 = tl.load(m14_ptr + offs_n0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_c3[None, None, :, None] * m14_s2 + offs_n2[None, None, None, :] * m14_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t56 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t54, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t55, 0.0), 2), axis=3)
    tl.store(states57_ptr + i_c0 * states57_s0 + i_c3 * states57_s1 + tl.arange(0, F_n0)[:, None, None, None] * states57_s2 + tl.arange(0, F_n1)[None, :, None, None] * states57_s3 + tl.arange(0, T_c0)[None, None, :, None] * states57_s4 + tl.arange(0, F_n2)[None, None, None, :] * states57_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n2], tl.int32), t56)


@triton.jit
def kernel_4(states57_ptr, states57_s0, states57_s1, states57_s2, states57_s3, states57_s4, states57_s5, buf60_ptr, buf60_s0, buf60_s1, buf60_s2, buf60_s3, E_c0, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf60: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc59 = tl.full([F_n0, F_n1, T_c0, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t58 = tl.load(states57_ptr + i_c0 * states57_s0 + i_c3 * states57_s1 + tl.arange(0, F_n0)[:, None, None, None] * states57_s2 + tl.arange(0, F_n1)[None, :, None, None] * states57_s3 + tl.arange(0, T_c0)[None, None, :, None] * states57_s4 + tl.arange(0, F_n2)[None, None, None, :] * states57_s5 + tl.zeros([F_n0, F_n1, T_c0, F_n2], tl.int32))
        acc59 = acc59 + t58
    tl.store(buf60_ptr + offs_n0[:, None, None, None] * buf60_s0 + offs_n1[None, :, None, None] * buf60_s1 + offs_c0[None, None, :, None] * buf60_s2 + offs_n2[None, None, None, :] * buf60_s3, acc59, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf60_ptr, buf60_s0, buf60_s1, buf60_s2, buf60_s3, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, E_c4, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c4: tl.constexpr):
    # writes buf66: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t52 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    t53 = tl.load(m9_ptr + offs_n2[None, None, :, None] * m9_s2 + offs_n2[None, None, None, :] * m9_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    t61 = tl.load(buf60_ptr + offs_n0[:, None, None, None] * buf60_s0 + offs_c4[None, :, None, None] * buf60_s1 + offs_n2[None, None, :, None] * buf60_s2 + offs_n2[None, None, None, :] * buf60_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t62 = (t61) * (0.25)
    t63 = tl.where(t53, -float("inf"), t62)
    t64 = tl.where(t52, -float("inf"), t63)
    t65 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t64, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf66_ptr + offs_n0[:, None, None, None] * buf66_s0 + offs_c4[None, :, None, None] * buf66_s1 + offs_n2[None, None, :, None] * buf66_s2, t65, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None])


@triton.jit
def kernel_6(buf60_ptr, buf60_s0, buf60_s1, buf60_s2, buf60_s3, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf72: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t70 = tl.load(buf60_ptr + offs_n0[:, None, None, None] * buf60_s0 + offs_n1[None, :, None, None] * buf60_s1 + offs_c0[None, None, :, None] * buf60_s2 + offs_n2[None, None, None, :] * buf60_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t71 = (t70) * (0.25)
    tl.store(buf72_ptr + offs_n0[:, None, None, None] * buf72_s0 + offs_n1[None, :, None, None] * buf72_s1 + offs_c0[None, None, :, None] * buf72_s2 + offs_n2[None, None, None, :] * buf72_s3, t71, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_7(buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf72_ptr, buf72_s0, buf72_s1, buf72_s2, buf72_s3, buf80_ptr, buf80_s0, buf80_s1, buf80_s2, buf80_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf80: Combine over grid k.2@2[32], grid v.3@3[16]
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
    offs_n2 = tl.arange(0, F_n2)
    t50 = tl.load(buf49_ptr + offs_n0[:, None, None, None] * buf49_s0 + offs_n1[None, :, None, None] * buf49_s1 + offs_c0[None, None, :, None] * buf49_s2 + offs_c1[None, None, None, :] * buf49_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t51 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    t67 = tl.load(buf66_ptr + offs_n0[:, None, None, None] * buf66_s0 + offs_n1[None, :, None, None] * buf66_s1 + offs_c0[None, None, :, None] * buf66_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None], other=0).to(tl.float32)
    t68 = -float("inf") - (t67)
    t69 = tl.load(m9_ptr + offs_c0[None, None, :, None] * m9_s2 + offs_n2[None, None, None, :] * m9_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0)
    t73 = tl.load(buf72_ptr + offs_n0[:, None, None, None] * buf72_s0 + offs_n1[None, :, None, None] * buf72_s1 + offs_c0[None, None, :, None] * buf72_s2 + offs_n2[None, None, None, :] * buf72_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t74 = t73 - (t67)
    t75 = tl.where(t69, t68, t74)
    t76 = tl.where(t51, t68, t75)
    t77 = tl.exp(t76)
    t78 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t77, 0.0), axis=3, keep_dims=True)
    t79 = (t50) / (t78)
    tl.store(buf80_ptr + offs_n0[:, None, None, None] * buf80_s0 + offs_n1[None, :, None, None] * buf80_s1 + offs_c0[None, None, :, None] * buf80_s2 + offs_c1[None, None, None, :] * buf80_s3, t79, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    states21 = torch.full([_cdiv(2, T['c2']), _cdiv(16, T['c3']), T['c2'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c2']) * _cdiv(16, T['c3']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), E_c2=2, E_c3=16, E_n1=4, E_n2=32, F_n1=_pow2(4), F_n2=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    m31 = inputs['v']
    m30 = m31.reshape([2, 2, 1, 32, 16])
    m29 = m30.expand([2, 2, 2, 32, 16])
    m28 = m29.reshape([2, 4, 32, 16])
    buf34 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf34_s2=buf34.stride(2), buf34_s3=buf34.stride(3), E_c2=2, E_c3=16, E_n1=4, E_n2=32, E_n3=16, F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c2=T['c2'], T_c3=T['c3'])
    buf49 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c2']),)](buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf34_s2=buf34.stride(2), buf34_s3=buf34.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), E_c2=2, E_c3=16, E_n1=4, E_n2=32, E_n3=16, F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c2=T['c2'], T_c3=T['c3'])
    states57 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']) * _cdiv(16, T['c3']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), states57_s3=states57.stride(3), states57_s4=states57.stride(4), states57_s5=states57.stride(5), E_c0=32, E_c3=16, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    buf60 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), states57_s3=states57.stride(3), states57_s4=states57.stride(4), states57_s5=states57.stride(5), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf60_s2=buf60.stride(2), buf60_s3=buf60.stride(3), E_c0=32, E_c3=16, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    buf66 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf60_s2=buf60.stride(2), buf60_s3=buf60.stride(3), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), E_c4=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c4=T['c4'])
    buf72 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(32, T['c0']),)](buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf60_s2=buf60.stride(2), buf60_s3=buf60.stride(3), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), E_c0=32, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'])
    buf80 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(32, T['c0']) * _cdiv(16, T['c1']),)](buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), buf72_s2=buf72.stride(2), buf72_s3=buf72.stride(3), buf80_ptr=buf80, buf80_s0=buf80.stride(0), buf80_s1=buf80.stride(1), buf80_s2=buf80.stride(2), buf80_s3=buf80.stride(3), E_c0=32, E_c1=16, E_n0=2, E_n1=4, E_n2=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf80


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
