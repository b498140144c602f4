"""attention_sinks [small], candidate 23: 6 kernel(s)

Rendered by EqiForge from candidate 23 of attention_sinks [small]: grid(k.2@3) loop(k.3[16]: pair(sum, sum)) [1 mm] ; grid(k.2@3) ; grid(k.1@1) [1 mm] ; grid(k.1@1) loop(k.3[16]: sum) [1 mm] ; grid(k.0@0) loop(k.3[16]: sum) [1 mm] ; grid(k.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.1@1[2]
    c2: grid k.2@3[32]
    c3: loop k.3[16]

Run it on its own: `python kernels/f23.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 1, "c2": 16, "c3": 8}


@triton.jit
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf25: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc23 = tl.full([F_n0, F_n0, F_n0, T_c2, F_n1], 0.0, tl.float32)
    acc24 = tl.full([F_n0, F_n0, F_n0, T_c2, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t16 = tl.load(m14_ptr + offs_n0[:, None, None, None, None] * m14_s0 + offs_n0[None, :, None, None, None] * m14_s1 + offs_n0[None, None, :, None, None] * m14_s2 + offs_c2[None, None, None, :, None] * m14_s3 + offs_c3[None, None, None, None, :] * m14_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.load(m17_ptr + offs_n0[:, None, None, None, None] * m17_s0 + offs_n0[None, :, None, None, None] * m17_s1 + offs_c3[None, None, None, :, None] * m17_s3 + offs_n1[None, None, None, None, :] * m17_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t20, 0.0), 3), axis=4)
        t22 = (t21) * (0.25)
        acc23 = acc23 + t21
        acc24 = acc24 + t22
    tl.store(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_n0[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_c2[None, None, None, :, None] * buf25_s3 + offs_n1[None, None, None, None, :] * buf25_s4, acc23, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_1(buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf28_s4, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf28: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t26 = tl.load(buf25_ptr + offs_n0[:, None, None, None, None] * buf25_s0 + offs_n0[None, :, None, None, None] * buf25_s1 + offs_n0[None, None, :, None, None] * buf25_s2 + offs_c2[None, None, None, :, None] * buf25_s3 + offs_n1[None, None, None, None, :] * buf25_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t27 = (t26) * (0.25)
    tl.store(buf28_ptr + offs_n0[:, None, None, None, None] * buf28_s0 + offs_n0[None, :, None, None, None] * buf28_s1 + offs_n0[None, None, :, None, None] * buf28_s2 + offs_c2[None, None, None, :, None] * buf28_s3 + offs_n1[None, None, None, None, :] * buf28_s4, t27, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :])


@triton.jit
def kernel_2(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf28_s4, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m31_s4, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m39_s4, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m44_s4, buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, buf51_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf51: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m2_ptr + offs_n1[None, None, None, None, :] * m2_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_n1[None, None, None, :, None] * m7_s3 + offs_n1[None, None, None, None, :] * m7_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t29 = tl.load(buf28_ptr + offs_n0[:, None, None, None, None] * buf28_s0 + offs_c1[None, :, None, None, None] * buf28_s1 + offs_n0[None, None, :, None, None] * buf28_s2 + offs_n1[None, None, None, :, None] * buf28_s3 + offs_n1[None, None, None, None, :] * buf28_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c1 < E_c1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
    t30 = tl.where(t13, -float("inf"), t29)
    t35 = tl.load(m31_ptr + offs_n1[None, None, None, :, None] * m31_s3 + offs_n1[None, None, None, None, :] * m31_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t36 = tl.where(t35, -float("inf"), t30)
    t37 = tl.where(t6, t30, t36)
    t38 = tl.exp(t37)
    t41 = tl.load(m39_ptr + offs_n0[:, None, None, None, None] * m39_s0 + offs_c1[None, :, None, None, None] * m39_s1 + offs_n1[None, None, None, :, None] * m39_s3 + offs_n2[None, None, None, None, :] * m39_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c1 < E_c1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t42 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t38, 0.0), 5) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :, None], t41, 0.0), 3), axis=4)
    t43 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t37, -float('inf')), axis=4, keep_dims=True)
    t46 = tl.load(m44_ptr + offs_c1[None, :, None, None, None] * m44_s1 + offs_n0[None, None, :, None, None] * m44_s2, mask=(offs_c1 < E_c1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t47 = tl.maximum(t43, t46)
    t48 = tl.exp(t47)
    t49 = 1.0 / (t48)
    t50 = (t42) * (t49)
    tl.store(buf51_ptr + offs_n0[:, None, None, None, None] * buf51_s0 + offs_c1[None, :, None, None, None] * buf51_s1 + offs_n0[None, None, :, None, None] * buf51_s2 + offs_n1[None, None, None, :, None] * buf51_s3 + offs_n2[None, None, None, None, :] * buf51_s4, t50, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c1 < E_c1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


@triton.jit
def kernel_3(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m31_s4, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, buf66_s4, E_c1, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf66: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t53 = tl.load(m2_ptr + offs_n1[None, None, None, None, :] * m2_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t54 = tl.load(m7_ptr + offs_n1[None, None, None, :, None] * m7_s3 + offs_n1[None, None, None, None, :] * m7_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    acc58 = tl.full([F_n0, T_c1, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t55 = tl.load(m14_ptr + offs_n0[:, None, None, None, None] * m14_s0 + offs_c1[None, :, None, None, None] * m14_s1 + offs_n0[None, None, :, None, None] * m14_s2 + offs_n1[None, None, None, :, None] * m14_s3 + offs_c3[None, None, None, None, :] * m14_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c1 < E_c1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
        t56 = tl.load(m17_ptr + offs_n0[:, None, None, None, None] * m17_s0 + offs_c1[None, :, None, None, None] * m17_s1 + offs_c3[None, None, None, :, None] * m17_s3 + offs_n1[None, None, None, None, :] * m17_s4, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c1 < E_c1)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
        t57 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t55, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t56, 0.0), 3), axis=4)
        acc58 = acc58 + t57
    t59 = tl.where(t54, -float("inf"), acc58)
    t60 = tl.load(m31_ptr + offs_n1[None, None, None, :, None] * m31_s3 + offs_n1[None, None, None, None, :] * m31_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t61 = tl.where(t60, -float("inf"), t59)
    t62 = tl.where(t53, t59, t61)
    t63 = (t62) * (0.25)
    t64 = tl.exp(t63)
    t65 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t64, 0.0), axis=4, keep_dims=True)
    tl.store(buf66_ptr + offs_n0[:, None, None, None, None] * buf66_s0 + offs_c1[None, :, None, None, None] * buf66_s1 + offs_n0[None, None, :, None, None] * buf66_s2 + offs_n1[None, None, None, :, None] * buf66_s3, t65, mask=(offs_n0 < E_n0)[:, None, None, None, None] & (offs_c1 < E_c1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_4(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m31_s4, buf80_ptr, buf80_s0, buf80_s1, buf80_s2, buf80_s3, buf80_s4, E_c0, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf80: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t68 = tl.load(m2_ptr + offs_n1[None, None, None, None, :] * m2_s4, mask=(offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t69 = tl.load(m7_ptr + offs_n1[None, None, None, :, None] * m7_s3 + offs_n1[None, None, None, None, :] * m7_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    acc73 = tl.full([T_c0, F_n0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t70 = tl.load(m14_ptr + offs_c0[:, None, None, None, None] * m14_s0 + offs_n0[None, :, None, None, None] * m14_s1 + offs_n0[None, None, :, None, None] * m14_s2 + offs_n1[None, None, None, :, None] * m14_s3 + offs_c3[None, None, None, None, :] * m14_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
        t71 = tl.load(m17_ptr + offs_c0[:, None, None, None, None] * m17_s0 + offs_n0[None, :, None, None, None] * m17_s1 + offs_c3[None, None, None, :, None] * m17_s3 + offs_n1[None, None, None, None, :] * m17_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
        t72 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t70, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t71, 0.0), 3), axis=4)
        acc73 = acc73 + t72
    t74 = tl.where(t69, -float("inf"), acc73)
    t75 = tl.load(m31_ptr + offs_n1[None, None, None, :, None] * m31_s3 + offs_n1[None, None, None, None, :] * m31_s4, mask=(offs_n1 < E_n1)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0)
    t76 = tl.where(t75, -float("inf"), t74)
    t77 = tl.where(t68, t74, t76)
    t78 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, None, :], t77, -float('inf')), axis=4, keep_dims=True)
    t79 = (t78) * (0.25)
    tl.store(buf80_ptr + offs_c0[:, None, None, None, None] * buf80_s0 + offs_n0[None, :, None, None, None] * buf80_s1 + offs_n0[None, None, :, None, None] * buf80_s2 + offs_n1[None, None, None, :, None] * buf80_s3, t79, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None])


@triton.jit
def kernel_5(buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, buf51_s4, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, buf66_s4, buf80_ptr, buf80_s0, buf80_s1, buf80_s2, buf80_s3, buf80_s4, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m44_s4, buf91_ptr, buf91_s0, buf91_s1, buf91_s2, buf91_s3, buf91_s4, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf91: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t52 = tl.load(buf51_ptr + offs_c0[:, None, None, None, None] * buf51_s0 + offs_n0[None, :, None, None, None] * buf51_s1 + offs_n0[None, None, :, None, None] * buf51_s2 + offs_n1[None, None, None, :, None] * buf51_s3 + offs_n2[None, None, None, None, :] * buf51_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t67 = tl.load(buf66_ptr + offs_c0[:, None, None, None, None] * buf66_s0 + offs_n0[None, :, None, None, None] * buf66_s1 + offs_n0[None, None, :, None, None] * buf66_s2 + offs_n1[None, None, None, :, None] * buf66_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t81 = tl.load(buf80_ptr + offs_c0[:, None, None, None, None] * buf80_s0 + offs_n0[None, :, None, None, None] * buf80_s1 + offs_n0[None, None, :, None, None] * buf80_s2 + offs_n1[None, None, None, :, None] * buf80_s3, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None], other=0).to(tl.float32)
    t82 = tl.load(m44_ptr + offs_n0[None, :, None, None, None] * m44_s1 + offs_n0[None, None, :, None, None] * m44_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t83 = tl.maximum(t81, t82)
    t84 = tl.exp(t83)
    t85 = 1.0 / (t84)
    t86 = (t67) * (t85)
    t87 = t82 - (t83)
    t88 = tl.exp(t87)
    t89 = t86 + t88
    t90 = (t52) / (t89)
    tl.store(buf91_ptr + offs_c0[:, None, None, None, None] * buf91_s0 + offs_n0[None, :, None, None, None] * buf91_s1 + offs_n0[None, None, :, None, None] * buf91_s2 + offs_n1[None, None, None, :, None] * buf91_s3 + offs_n2[None, None, None, None, :] * buf91_s4, t90, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    buf25 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), E_c2=32, E_c3=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    buf28 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']),)](buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf28_s4=buf28.stride(4), E_c2=32, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c2=T['c2'])
    m33 = _BINARY["Sub"](m10, m9)
    m34 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m32 = _BINARY["Ge"](m33, m34)
    m31 = m32.reshape([1, 1, 1, 32, 32])
    m40 = inputs['v']
    m39 = m40.reshape([2, 2, 1, 32, 16])
    m45 = inputs['sinks']
    m44 = m45.reshape([1, 2, 2, 1, 1])
    buf51 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf28_s4=buf28.stride(4), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m31_s4=m31.stride(4), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m39_s4=m39.stride(4), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m44_s4=m44.stride(4), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), buf51_s4=buf51.stride(4), E_c1=2, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c1=T['c1'])
    buf66 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(2, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m31_s4=m31.stride(4), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), buf66_s4=buf66.stride(4), E_c1=2, E_c3=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c1=T['c1'], T_c3=T['c3'])
    buf80 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(2, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m31_s4=m31.stride(4), buf80_ptr=buf80, buf80_s0=buf80.stride(0), buf80_s1=buf80.stride(1), buf80_s2=buf80.stride(2), buf80_s3=buf80.stride(3), buf80_s4=buf80.stride(4), E_c0=2, E_c3=16, E_n0=2, E_n1=32, F_n0=_pow2(2), F_n1=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    buf91 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']),)](buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), buf51_s4=buf51.stride(4), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), buf66_s4=buf66.stride(4), buf80_ptr=buf80, buf80_s0=buf80.stride(0), buf80_s1=buf80.stride(1), buf80_s2=buf80.stride(2), buf80_s3=buf80.stride(3), buf80_s4=buf80.stride(4), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m44_s4=m44.stride(4), buf91_ptr=buf91, buf91_s0=buf91.stride(0), buf91_s1=buf91.stride(1), buf91_s2=buf91.stride(2), buf91_s3=buf91.stride(3), buf91_s4=buf91.stride(4), E_c0=2, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'])
    m1 = buf91.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
