"""diff_attention [small], candidate 1726: 5 kernel(s)

Rendered by EqiForge from candidate 1726 of diff_attention [small]: store(v.2[32]) ; store(v.2[32]) ; store(v.2[32]) ; store(v.2[32]) ; grid(v.0@0, v.3@3) loop(v.2[32]: sum, stored) loop(v.2[32]: sum, stored) [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: grid v.3@3[32]
    c2: loop v.2[32]

Run it on its own: `python kernels/f1726.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, states36_s4, states36_s5, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states36: Collect over loop v.2[32]
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
    offs_n2 = tl.arange(0, F_n2)
    t22 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t23 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t24 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t22, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t23, 0.0), 2), axis=3)
    t25 = (t24) * (0.25)
    t26 = tl.load(m8_ptr + offs_n1[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t27 = t25 + t26
    t28 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t29 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t22, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t28, 0.0), 2), axis=3)
    t30 = (t29) * (0.25)
    t31 = tl.load(m8_ptr + offs_n1[None, None, :, None] * m8_s2 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t32 = t30 + t31
    t33 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t32, -float('inf')), axis=3, keep_dims=True)
    t34 = t27 - (t33)
    t35 = tl.exp(t34)
    tl.store(states36_ptr + i_c0 * states36_s0 + i_c2 * states36_s1 + tl.arange(0, T_c0)[:, None, None, None] * states36_s2 + tl.arange(0, F_n0)[None, :, None, None] * states36_s3 + tl.arange(0, F_n1)[None, None, :, None] * states36_s4 + tl.arange(0, T_c2)[None, None, None, :] * states36_s5 + tl.zeros([T_c0, F_n0, F_n1, T_c2], tl.int32), t35)


@triton.jit
def kernel_1(states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, states36_s4, states36_s5, states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, states39_s4, states39_s5, E_c0, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states39: Collect over loop v.2[32]
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
    t37 = tl.load(states36_ptr + i_c0 * states36_s0 + i_c2 * states36_s1 + tl.arange(0, T_c0)[:, None, None, None] * states36_s2 + tl.arange(0, F_n0)[None, :, None, None] * states36_s3 + tl.arange(0, F_n1)[None, None, :, None] * states36_s4 + tl.arange(0, T_c2)[None, None, None, :] * states36_s5 + tl.zeros([T_c0, F_n0, F_n1, T_c2], tl.int32))
    t38 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t37, 0.0), axis=3, keep_dims=True)
    tl.store(states39_ptr + i_c0 * states39_s0 + i_c2 * states39_s1 + tl.arange(0, T_c0)[:, None, None, None] * states39_s2 + tl.arange(0, F_n0)[None, :, None, None] * states39_s3 + tl.arange(0, F_n1)[None, None, :, None] * states39_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32), t38)


@triton.jit
def kernel_2(m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, states68_ptr, states68_s0, states68_s1, states68_s2, states68_s3, states68_s4, states68_s5, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states68: Collect over loop v.2[32]
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
    offs_n2 = tl.arange(0, F_n2)
    t54 = tl.load(m43_ptr + offs_c0[:, None, None, None] * m43_s0 + offs_n0[None, :, None, None] * m43_s1 + offs_n1[None, None, :, None] * m43_s2 + offs_n2[None, None, None, :] * m43_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t55 = tl.load(m45_ptr + offs_c0[:, None, None, None] * m45_s0 + offs_n0[None, :, None, None] * m45_s1 + offs_n2[None, None, :, None] * m45_s2 + offs_c2[None, None, None, :] * m45_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t56 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t54, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t55, 0.0), 2), axis=3)
    t57 = (t56) * (0.25)
    t58 = tl.load(m8_ptr + offs_n1[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t59 = t57 + t58
    t60 = tl.load(m45_ptr + offs_c0[:, None, None, None] * m45_s0 + offs_n0[None, :, None, None] * m45_s1 + offs_n2[None, None, :, None] * m45_s2 + offs_n1[None, None, None, :] * m45_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t61 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t54, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t60, 0.0), 2), axis=3)
    t62 = (t61) * (0.25)
    t63 = tl.load(m8_ptr + offs_n1[None, None, :, None] * m8_s2 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t64 = t62 + t63
    t65 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t64, -float('inf')), axis=3, keep_dims=True)
    t66 = t59 - (t65)
    t67 = tl.exp(t66)
    tl.store(states68_ptr + i_c0 * states68_s0 + i_c2 * states68_s1 + tl.arange(0, T_c0)[:, None, None, None] * states68_s2 + tl.arange(0, F_n0)[None, :, None, None] * states68_s3 + tl.arange(0, F_n1)[None, None, :, None] * states68_s4 + tl.arange(0, T_c2)[None, None, None, :] * states68_s5 + tl.zeros([T_c0, F_n0, F_n1, T_c2], tl.int32), t67)


@triton.jit
def kernel_3(states68_ptr, states68_s0, states68_s1, states68_s2, states68_s3, states68_s4, states68_s5, states71_ptr, states71_s0, states71_s1, states71_s2, states71_s3, states71_s4, states71_s5, E_c0, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states71: Collect over loop v.2[32]
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
    t69 = tl.load(states68_ptr + i_c0 * states68_s0 + i_c2 * states68_s1 + tl.arange(0, T_c0)[:, None, None, None] * states68_s2 + tl.arange(0, F_n0)[None, :, None, None] * states68_s3 + tl.arange(0, F_n1)[None, None, :, None] * states68_s4 + tl.arange(0, T_c2)[None, None, None, :] * states68_s5 + tl.zeros([T_c0, F_n0, F_n1, T_c2], tl.int32))
    t70 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t69, 0.0), axis=3, keep_dims=True)
    tl.store(states71_ptr + i_c0 * states71_s0 + i_c2 * states71_s1 + tl.arange(0, T_c0)[:, None, None, None] * states71_s2 + tl.arange(0, F_n0)[None, :, None, None] * states71_s3 + tl.arange(0, F_n1)[None, None, :, None] * states71_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32), t70)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, states39_s4, states39_s5, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, states71_ptr, states71_s0, states71_s1, states71_s2, states71_s3, states71_s4, states71_s5, m77_ptr, m77_s0, m77_s1, m77_s2, m77_s3, m80_ptr, m80_s0, m80_s1, m80_s2, m80_s3, buf92_ptr, buf92_s0, buf92_s1, buf92_s2, buf92_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf92: Combine over grid v.0@0[2], grid v.3@3[32]
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
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = (t6) * (0.25)
    t17 = tl.load(m8_ptr + offs_n1[None, None, :, None] * m8_s2 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t18 = t7 + t17
    t19 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t18, -float('inf')), axis=3, keep_dims=True)
    t20 = t18 - (t19)
    t21 = tl.exp(t20)
    acc41 = tl.full([T_c0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t40 = tl.load(states39_ptr + i_c0 * states39_s0 + i_c2 * states39_s1 + tl.arange(0, T_c0)[:, None, None, None] * states39_s2 + tl.arange(0, F_n0)[None, :, None, None] * states39_s3 + tl.arange(0, F_n1)[None, None, :, None] * states39_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32))
        acc41 = acc41 + t40
    t42 = (t21) / (acc41)
    t44 = tl.load(m43_ptr + offs_c0[:, None, None, None] * m43_s0 + offs_n0[None, :, None, None] * m43_s1 + offs_n1[None, None, :, None] * m43_s2 + offs_n2[None, None, None, :] * m43_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t47 = tl.load(m45_ptr + offs_c0[:, None, None, None] * m45_s0 + offs_n0[None, :, None, None] * m45_s1 + offs_n2[None, None, :, None] * m45_s2 + offs_n1[None, None, None, :] * m45_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t48 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t44, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t47, 0.0), 2), axis=3)
    t49 = (t48) * (0.25)
    t50 = t49 + t17
    t51 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t50, -float('inf')), axis=3, keep_dims=True)
    t52 = t50 - (t51)
    t53 = tl.exp(t52)
    acc73 = tl.full([T_c0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t72 = tl.load(states71_ptr + i_c0 * states71_s0 + i_c2 * states71_s1 + tl.arange(0, T_c0)[:, None, None, None] * states71_s2 + tl.arange(0, F_n0)[None, :, None, None] * states71_s3 + tl.arange(0, F_n1)[None, None, :, None] * states71_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32))
        acc73 = acc73 + t72
    t74 = (t53) / (acc73)
    t75 = (t74) * (0.8375055882312481)
    t76 = t42 - (t75)
    t78 = tl.load(m77_ptr + offs_c0[:, None, None, None] * m77_s0 + offs_n0[None, :, None, None] * m77_s1 + offs_n1[None, None, :, None] * m77_s2 + offs_c1[None, None, None, :] * m77_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t79 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t76, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t78, 0.0), 2), axis=3)
    t82 = tl.load(m80_ptr + offs_c1[None, None, None, :] * m80_s3, mask=(offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t83 = (t79) * (t82)
    t84 = tl.load(m77_ptr + offs_c0[:, None, None, None] * m77_s0 + offs_n0[None, :, None, None] * m77_s1 + offs_n1[None, None, :, None] * m77_s2 + offs_n1[None, None, None, :] * m77_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t85 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t76, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t84, 0.0), 2), axis=3)
    t86 = (t85) * (t85)
    t87 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t86, 0.0), axis=3, keep_dims=True)
    t88 = t87 + 0.00032
    t89 = tl.rsqrt(t88)
    t90 = (t83) * (t89)
    t91 = (t90) * (1.2241106391612262)
    tl.store(buf92_ptr + offs_c0[:, None, None, None] * buf92_s0 + offs_n0[None, :, None, None] * buf92_s1 + offs_n1[None, None, :, None] * buf92_s2 + offs_c1[None, None, None, :] * buf92_s3, t91, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m12 = _iota([32, 32], 1, device)
    m13 = _iota([32, 32], 0, device)
    m11 = _BINARY["Sub"](m12, m13)
    m14 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Ge"](m11, m14)
    m15 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m16 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m9 = torch.where(m10, m15, m16)
    m8 = m9.reshape([1, 1, 32, 32])
    states36 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(4), _pow2(32), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), states36_s4=states36.stride(4), states36_s5=states36.stride(5), E_c0=2, E_c2=32, E_n0=4, E_n1=32, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    states39 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c2']),)](states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), states36_s4=states36.stride(4), states36_s5=states36.stride(5), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), states39_s4=states39.stride(4), states39_s5=states39.stride(5), E_c0=2, E_c2=32, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    m43 = inputs['q2']
    m46 = inputs['k2']
    m45 = m46.permute([0, 1, 3, 2])
    states68 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(4), _pow2(32), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(32, T['c2']),)](m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), states68_ptr=states68, states68_s0=states68.stride(0), states68_s1=states68.stride(1), states68_s2=states68.stride(2), states68_s3=states68.stride(3), states68_s4=states68.stride(4), states68_s5=states68.stride(5), E_c0=2, E_c2=32, E_n0=4, E_n1=32, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    states71 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c0']) * _cdiv(32, T['c2']),)](states68_ptr=states68, states68_s0=states68.stride(0), states68_s1=states68.stride(1), states68_s2=states68.stride(2), states68_s3=states68.stride(3), states68_s4=states68.stride(4), states68_s5=states68.stride(5), states71_ptr=states71, states71_s0=states71.stride(0), states71_s1=states71.stride(1), states71_s2=states71.stride(2), states71_s3=states71.stride(3), states71_s4=states71.stride(4), states71_s5=states71.stride(5), E_c0=2, E_c2=32, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    m77 = inputs['v']
    m81 = inputs['w_subln']
    m80 = m81.reshape([1, 1, 1, 32])
    buf92 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), states39_s4=states39.stride(4), states39_s5=states39.stride(5), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), states71_ptr=states71, states71_s0=states71.stride(0), states71_s1=states71.stride(1), states71_s2=states71.stride(2), states71_s3=states71.stride(3), states71_s4=states71.stride(4), states71_s5=states71.stride(5), m77_ptr=m77, m77_s0=m77.stride(0), m77_s1=m77.stride(1), m77_s2=m77.stride(2), m77_s3=m77.stride(3), m80_ptr=m80, m80_s0=m80.stride(0), m80_s1=m80.stride(1), m80_s2=m80.stride(2), m80_s3=m80.stride(3), buf92_ptr=buf92, buf92_s0=buf92.stride(0), buf92_s1=buf92.stride(1), buf92_s2=buf92.stride(2), buf92_s3=buf92.stride(3), E_c0=2, E_c1=32, E_c2=32, E_n0=4, E_n1=32, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf92


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
