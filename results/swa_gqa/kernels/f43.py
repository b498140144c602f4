"""swa_gqa [small], candidate 43: 7 kernel(s)

Rendered by EqiForge from candidate 43 of swa_gqa [small]: store(k.3[16]) ; grid(k.2@2) loop(k.3[16]: pair(sum, sum), stored) ; grid(k.2@2) ; store(k.2[32]) ; store(k.3[16]) ; store(k.2[32]) ; grid(k.0@0) loop(k.2[32]: sum, stored) loop(k.3[16]: pair(sum, sum), stored) loop(k.2[32]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: grid k.2@2[32]
    c3: loop k.3[16]

Run it on its own: `python kernels/f43.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 16, "c3": 8}


@triton.jit
def kernel_0(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states22, states23: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t13 = tl.load(m12_ptr + offs_n2[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_c2[None, None, :, None] * m12_s2 + offs_c3[None, None, None, :] * m12_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m14_ptr + offs_n2[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_c3[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t19, 0.0), 2), axis=3)
    t21 = (t20) * (0.25)
    tl.store(states22_ptr + i_c2 * states22_s0 + i_c3 * states22_s1 + tl.arange(0, F_n2)[:, None, None, None] * states22_s2 + tl.arange(0, F_n1)[None, :, None, None] * states22_s3 + tl.arange(0, T_c2)[None, None, :, None] * states22_s4 + tl.arange(0, F_n0)[None, None, None, :] * states22_s5 + tl.zeros([F_n2, F_n1, T_c2, F_n0], tl.int32), t20)
    tl.store(states23_ptr + i_c2 * states23_s0 + i_c3 * states23_s1 + tl.arange(0, F_n2)[:, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, :, None, None] * states23_s3 + tl.arange(0, T_c2)[None, None, :, None] * states23_s4 + tl.arange(0, F_n0)[None, None, None, :] * states23_s5 + tl.zeros([F_n2, F_n1, T_c2, F_n0], tl.int32), t21)


@triton.jit
def kernel_1(states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf28: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc26 = tl.full([F_n2, F_n1, T_c2, F_n0], 0.0, tl.float32)
    acc27 = tl.full([F_n2, F_n1, T_c2, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t24 = tl.load(states22_ptr + i_c2 * states22_s0 + i_c3 * states22_s1 + tl.arange(0, F_n2)[:, None, None, None] * states22_s2 + tl.arange(0, F_n1)[None, :, None, None] * states22_s3 + tl.arange(0, T_c2)[None, None, :, None] * states22_s4 + tl.arange(0, F_n0)[None, None, None, :] * states22_s5 + tl.zeros([F_n2, F_n1, T_c2, F_n0], tl.int32))
        t25 = tl.load(states23_ptr + i_c2 * states23_s0 + i_c3 * states23_s1 + tl.arange(0, F_n2)[:, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, :, None, None] * states23_s3 + tl.arange(0, T_c2)[None, None, :, None] * states23_s4 + tl.arange(0, F_n0)[None, None, None, :] * states23_s5 + tl.zeros([F_n2, F_n1, T_c2, F_n0], tl.int32))
        acc26 = acc26 + t24
        acc27 = acc27 + t25
    tl.store(buf28_ptr + offs_n2[:, None, None, None] * buf28_s0 + offs_n1[None, :, None, None] * buf28_s1 + offs_c2[None, None, :, None] * buf28_s2 + offs_n0[None, None, None, :] * buf28_s3, acc26, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_2(buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf31_ptr, buf31_s0, buf31_s1, buf31_s2, buf31_s3, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf31: Combine over grid k.2@2[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t29 = tl.load(buf28_ptr + offs_n2[:, None, None, None] * buf28_s0 + offs_n1[None, :, None, None] * buf28_s1 + offs_c2[None, None, :, None] * buf28_s2 + offs_n0[None, None, None, :] * buf28_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t30 = (t29) * (0.25)
    tl.store(buf31_ptr + offs_n2[:, None, None, None] * buf31_s0 + offs_n1[None, :, None, None] * buf31_s1 + offs_c2[None, None, :, None] * buf31_s2 + offs_n0[None, None, None, :] * buf31_s3, t30, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, buf31_ptr, buf31_s0, buf31_s1, buf31_s2, buf31_s3, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states51_s4, states51_s5, E_c0, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states51: Collect over loop k.2[32]
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
    offs_n3 = tl.arange(0, F_n3)
    t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t11 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t32 = tl.load(buf31_ptr + offs_c0[:, None, None, None] * buf31_s0 + offs_n1[None, :, None, None] * buf31_s1 + offs_n0[None, None, :, None] * buf31_s2 + offs_c1[None, None, None, :] * buf31_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.where(t11, -float("inf"), t32)
    t34 = tl.where(t8, -float("inf"), t33)
    t35 = tl.exp(t34)
    t40 = tl.load(m36_ptr + offs_c0[:, None, None, None] * m36_s0 + offs_n1[None, :, None, None] * m36_s1 + offs_c1[None, None, :, None] * m36_s2 + offs_n3[None, None, None, :] * m36_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t41 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t35, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t40, 0.0), 2), axis=3)
    t42 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t43 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_n0[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t44 = tl.load(buf31_ptr + offs_c0[:, None, None, None] * buf31_s0 + offs_n1[None, :, None, None] * buf31_s1 + offs_n0[None, None, :, None] * buf31_s2 + offs_n0[None, None, None, :] * buf31_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.where(t43, -float("inf"), t44)
    t46 = tl.where(t42, -float("inf"), t45)
    t47 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t46, -float('inf')), axis=3, keep_dims=True)
    t48 = tl.exp(t47)
    t49 = 1.0 / (t48)
    t50 = (t41) * (t49)
    tl.store(states51_ptr + i_c0 * states51_s0 + i_c1 * states51_s1 + tl.arange(0, T_c0)[:, None, None, None] * states51_s2 + tl.arange(0, F_n1)[None, :, None, None] * states51_s3 + tl.arange(0, F_n0)[None, None, :, None] * states51_s4 + tl.arange(0, F_n3)[None, None, None, :] * states51_s5 + tl.zeros([T_c0, F_n1, F_n0, F_n3], tl.int32), t50)


@triton.jit
def kernel_4(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states60_ptr, states60_s0, states60_s1, states60_s2, states60_s3, states60_s4, states60_s5, states61_ptr, states61_s0, states61_s1, states61_s2, states61_s3, states61_s4, states61_s5, E_c0, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # stores states60, states61: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t56 = tl.load(m12_ptr + offs_c0[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_n0[None, None, :, None] * m12_s2 + offs_c3[None, None, None, :] * m12_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t57 = tl.load(m14_ptr + offs_c0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_c3[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t58 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t56, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t57, 0.0), 2), axis=3)
    t59 = (t58) * (0.25)
    tl.store(states60_ptr + i_c0 * states60_s0 + i_c3 * states60_s1 + tl.arange(0, T_c0)[:, None, None, None] * states60_s2 + tl.arange(0, F_n1)[None, :, None, None] * states60_s3 + tl.arange(0, F_n0)[None, None, :, None] * states60_s4 + tl.arange(0, F_n0)[None, None, None, :] * states60_s5 + tl.zeros([T_c0, F_n1, F_n0, F_n0], tl.int32), t58)
    tl.store(states61_ptr + i_c0 * states61_s0 + i_c3 * states61_s1 + tl.arange(0, T_c0)[:, None, None, None] * states61_s2 + tl.arange(0, F_n1)[None, :, None, None] * states61_s3 + tl.arange(0, F_n0)[None, None, :, None] * states61_s4 + tl.arange(0, F_n0)[None, None, None, :] * states61_s5 + tl.zeros([T_c0, F_n1, F_n0, F_n0], tl.int32), t59)


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states81_ptr, states81_s0, states81_s1, states81_s2, states81_s3, states81_s4, states81_s5, E_c0, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states81: Collect over loop k.2[32]
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
    offs_n3 = tl.arange(0, F_n3)
    t71 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t72 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_c1[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0)
    t73 = tl.load(m12_ptr + offs_c0[:, None, None, None] * m12_s0 + offs_n1[None, :, None, None] * m12_s1 + offs_n0[None, None, :, None] * m12_s2 + offs_n3[None, None, None, :] * m12_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t74 = tl.load(m14_ptr + offs_c0[:, None, None, None] * m14_s0 + offs_n1[None, :, None, None] * m14_s1 + offs_n3[None, None, :, None] * m14_s2 + offs_c1[None, None, None, :] * m14_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t75 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t73, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t74, 0.0), 2), axis=3)
    t76 = tl.where(t72, -float("inf"), t75)
    t77 = (t76) * (0.25)
    t78 = tl.where(t71, -float("inf"), t77)
    t79 = tl.exp(t78)
    t80 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t79, 0.0), axis=3, keep_dims=True)
    tl.store(states81_ptr + i_c0 * states81_s0 + i_c1 * states81_s1 + tl.arange(0, T_c0)[:, None, None, None] * states81_s2 + tl.arange(0, F_n1)[None, :, None, None] * states81_s3 + tl.arange(0, F_n0)[None, None, :, None] * states81_s4 + tl.zeros([T_c0, F_n1, F_n0, 1], tl.int32), t80)


@triton.jit
def kernel_6(states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states51_s4, states51_s5, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states60_ptr, states60_s0, states60_s1, states60_s2, states60_s3, states60_s4, states60_s5, states61_ptr, states61_s0, states61_s1, states61_s2, states61_s3, states61_s4, states61_s5, states81_ptr, states81_s0, states81_s1, states81_s2, states81_s3, states81_s4, states81_s5, buf86_ptr, buf86_s0, buf86_s1, buf86_s2, buf86_s3, E_c0, E_c1, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf86: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc53 = tl.full([T_c0, F_n1, F_n0, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t52 = tl.load(states51_ptr + i_c0 * states51_s0 + i_c1 * states51_s1 + tl.arange(0, T_c0)[:, None, None, None] * states51_s2 + tl.arange(0, F_n1)[None, :, None, None] * states51_s3 + tl.arange(0, F_n0)[None, None, :, None] * states51_s4 + tl.arange(0, F_n3)[None, None, None, :] * states51_s5 + tl.zeros([T_c0, F_n1, F_n0, F_n3], tl.int32))
        acc53 = acc53 + t52
    t54 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t55 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_n0[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc64 = tl.full([T_c0, F_n1, F_n0, F_n0], 0.0, tl.float32)
    acc65 = tl.full([T_c0, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t62 = tl.load(states60_ptr + i_c0 * states60_s0 + i_c3 * states60_s1 + tl.arange(0, T_c0)[:, None, None, None] * states60_s2 + tl.arange(0, F_n1)[None, :, None, None] * states60_s3 + tl.arange(0, F_n0)[None, None, :, None] * states60_s4 + tl.arange(0, F_n0)[None, None, None, :] * states60_s5 + tl.zeros([T_c0, F_n1, F_n0, F_n0], tl.int32))
        t63 = tl.load(states61_ptr + i_c0 * states61_s0 + i_c3 * states61_s1 + tl.arange(0, T_c0)[:, None, None, None] * states61_s2 + tl.arange(0, F_n1)[None, :, None, None] * states61_s3 + tl.arange(0, F_n0)[None, None, :, None] * states61_s4 + tl.arange(0, F_n0)[None, None, None, :] * states61_s5 + tl.zeros([T_c0, F_n1, F_n0, F_n0], tl.int32))
        acc64 = acc64 + t62
        acc65 = acc65 + t63
    t66 = tl.where(t55, -float("inf"), acc65)
    t67 = tl.where(t54, -float("inf"), t66)
    t68 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t67, -float('inf')), axis=3, keep_dims=True)
    t69 = tl.exp(t68)
    t70 = 1.0 / (t69)
    acc83 = tl.full([T_c0, F_n1, F_n0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t82 = tl.load(states81_ptr + i_c0 * states81_s0 + i_c1 * states81_s1 + tl.arange(0, T_c0)[:, None, None, None] * states81_s2 + tl.arange(0, F_n1)[None, :, None, None] * states81_s3 + tl.arange(0, F_n0)[None, None, :, None] * states81_s4 + tl.zeros([T_c0, F_n1, F_n0, 1], tl.int32))
        acc83 = acc83 + t82
    t84 = (t70) * (acc83)
    t85 = (acc53) / (t84)
    tl.store(buf86_ptr + offs_c0[:, None, None, None] * buf86_s0 + offs_n1[None, :, None, None] * buf86_s1 + offs_n0[None, None, :, None] * buf86_s2 + offs_n3[None, None, None, :] * buf86_s3, t85, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    states22 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states23 = torch.full([_cdiv(32, T['c2']), _cdiv(16, T['c3']), _pow2(2), _pow2(4), T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']) * _cdiv(16, T['c3']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), E_c2=32, E_c3=16, E_n0=32, E_n1=4, E_n2=2, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf28 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']),)](states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), E_c2=32, E_c3=16, E_n0=32, E_n1=4, E_n2=2, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    buf31 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c2']),)](buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf31_s2=buf31.stride(2), buf31_s3=buf31.stride(3), E_c2=32, E_n0=32, E_n1=4, E_n2=2, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(2), T_c2=T['c2'])
    m39 = inputs['v']
    m38 = m39.reshape([2, 2, 1, 32, 16])
    m37 = m38.expand([2, 2, 2, 32, 16])
    m36 = m37.reshape([2, 4, 32, 16])
    states51 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(4), _pow2(32), _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf31_s2=buf31.stride(2), buf31_s3=buf31.stride(3), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states51_s4=states51.stride(4), states51_s5=states51.stride(5), E_c0=2, E_c1=32, E_n0=32, E_n1=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    states60 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c3']), T['c0'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states61 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c3']), T['c0'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']) * _cdiv(16, T['c3']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states60_ptr=states60, states60_s0=states60.stride(0), states60_s1=states60.stride(1), states60_s2=states60.stride(2), states60_s3=states60.stride(3), states60_s4=states60.stride(4), states60_s5=states60.stride(5), states61_ptr=states61, states61_s0=states61.stride(0), states61_s1=states61.stride(1), states61_s2=states61.stride(2), states61_s3=states61.stride(3), states61_s4=states61.stride(4), states61_s5=states61.stride(5), E_c0=2, E_c3=16, E_n0=32, E_n1=4, F_n0=_pow2(32), F_n1=_pow2(4), T_c0=T['c0'], T_c3=T['c3'])
    states81 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states81_ptr=states81, states81_s0=states81.stride(0), states81_s1=states81.stride(1), states81_s2=states81.stride(2), states81_s3=states81.stride(3), states81_s4=states81.stride(4), states81_s5=states81.stride(5), E_c0=2, E_c1=32, E_n0=32, E_n1=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    buf86 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(2, T['c0']),)](states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states51_s4=states51.stride(4), states51_s5=states51.stride(5), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states60_ptr=states60, states60_s0=states60.stride(0), states60_s1=states60.stride(1), states60_s2=states60.stride(2), states60_s3=states60.stride(3), states60_s4=states60.stride(4), states60_s5=states60.stride(5), states61_ptr=states61, states61_s0=states61.stride(0), states61_s1=states61.stride(1), states61_s2=states61.stride(2), states61_s3=states61.stride(3), states61_s4=states61.stride(4), states61_s5=states61.stride(5), states81_ptr=states81, states81_s0=states81.stride(0), states81_s1=states81.stride(1), states81_s2=states81.stride(2), states81_s3=states81.stride(3), states81_s4=states81.stride(4), states81_s5=states81.stride(5), buf86_ptr=buf86, buf86_s0=buf86.stride(0), buf86_s1=buf86.stride(1), buf86_s2=buf86.stride(2), buf86_s3=buf86.stride(3), E_c0=2, E_c1=32, E_c3=16, E_n0=32, E_n1=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'])
    return buf86


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
