"""swiglu_stack [small], candidate 15: 8 kernel(s)

Rendered by EqiForge from candidate 15 of swiglu_stack [small]: store(x.1[32]) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) loop(x.1[32]: sum, stored) [1 mm] ; store(x.1[32]) ; grid(w_up.1@1) loop(x.1[32]: sum, stored) [1 mm] ; store(x.1[32]) ; store(x.1[32]) ; grid(x.0@0, x.1@1) loop(w_up.1[64]: sum) {loop(x.1[32]: sum, stored)} loop(w_up.1[64]: sum) {loop(x.1[32]: sum, stored)} [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]
    c3: loop x.1[32]
    c4: grid w_up.1@1[64]

Run it on its own: `python kernels/f15.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32, "c3": 16, "c4": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m8_ptr, m8_s0, m8_s1, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, E_c0, E_c3, E_n1, DOT_13: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # stores states15: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t6 = tl.load(m3_ptr + offs_c3[None, :] * m3_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t7 = (t2) * (t6)
    t12 = tl.load(m8_ptr + offs_c3[:, None] * m8_s0 + offs_n1[None, :] * m8_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_13:
        t14 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t7, 0.0), tl.where((offs_c3 < E_c3)[:, None], t12, 0.0), input_precision="ieee")
    else:
        t14 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t7, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t12, 0.0), 0), axis=1)
    tl.store(states15_ptr + i_c0 * states15_s0 + i_c3 * states15_s1 + tl.arange(0, T_c0)[:, None] * states15_s2 + tl.arange(0, F_n1)[None, :] * states15_s3 + tl.zeros([T_c0, F_n1], tl.int32), t14)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m30_ptr, m30_s0, m30_s1, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, E_c0, E_c3, E_n0, E_n1, DOT_35: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # stores states43: Collect over loop x.1[32]
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
    t27 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t28 = tl.load(m3_ptr + offs_c3[None, :] * m3_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t29 = (t27) * (t28)
    t34 = tl.load(m30_ptr + offs_c3[:, None] * m30_s0 + offs_n1[None, :] * m30_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_35:
        t36 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t29, 0.0), tl.where((offs_c3 < E_c3)[:, None], t34, 0.0), input_precision="ieee")
    else:
        t36 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t29, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t34, 0.0), 0), axis=1)
    t37 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t38 = (t37) * (t37)
    t39 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t38, 0.0), axis=1, keep_dims=True)
    t40 = t39 + 0.00032
    t41 = tl.rsqrt(t40)
    t42 = (t36) * (t41)
    tl.store(states43_ptr + i_c0 * states43_s0 + i_c3 * states43_s1 + tl.arange(0, T_c0)[:, None] * states43_s2 + tl.arange(0, F_n1)[None, :] * states43_s3 + tl.zeros([T_c0, F_n1], tl.int32), t42)


@triton.jit
def kernel_2(states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, m1_ptr, m1_s0, m1_s1, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, m47_ptr, m47_s0, m47_s1, buf54_ptr, buf54_s0, buf54_s1, E_c0, E_c3, E_n0, E_n1, DOT_52: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf54: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc17 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t16 = tl.load(states15_ptr + i_c0 * states15_s0 + i_c3 * states15_s1 + tl.arange(0, T_c0)[:, None] * states15_s2 + tl.arange(0, F_n1)[None, :] * states15_s3 + tl.zeros([T_c0, F_n1], tl.int32))
        acc17 = acc17 + t16
    t18 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t19 = (t18) * (t18)
    t20 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t19, 0.0), axis=1, keep_dims=True)
    t21 = t20 + 0.00032
    t22 = tl.rsqrt(t21)
    t23 = (acc17) * (t22)
    t24 = (t23) * (5.656854249492381)
    t25 = 1.0 / (1.0 + tl.exp(-(t24)))
    t26 = (t23) * (t25)
    acc45 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t44 = tl.load(states43_ptr + i_c0 * states43_s0 + i_c3 * states43_s1 + tl.arange(0, T_c0)[:, None] * states43_s2 + tl.arange(0, F_n1)[None, :] * states43_s3 + tl.zeros([T_c0, F_n1], tl.int32))
        acc45 = acc45 + t44
    t46 = (t26) * (acc45)
    t51 = tl.load(m47_ptr + offs_n1[:, None] * m47_s0 + offs_n0[None, :] * m47_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_52:
        t53 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t46, 0.0), tl.where((offs_n1 < E_n1)[:, None], t51, 0.0), input_precision="ieee")
    else:
        t53 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t46, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t51, 0.0), 0), axis=1)
    tl.store(buf54_ptr + offs_c0[:, None] * buf54_s0 + offs_n0[None, :] * buf54_s1, t53, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, states89_ptr, states89_s0, states89_s1, states89_s2, E_c3, E_n2, F_n2: tl.constexpr, T_c3: tl.constexpr):
    # stores states89: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t86 = tl.load(m1_ptr + offs_n2[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t87 = (t86) * (t86)
    t88 = tl.sum(tl.where((offs_c3 < E_c3)[None, :], t87, 0.0), axis=1, keep_dims=True)
    tl.store(states89_ptr + i_c3 * states89_s0 + tl.arange(0, F_n2)[:, None] * states89_s1 + tl.zeros([F_n2, 1], tl.int32), t88)


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m8_ptr, m8_s0, m8_s1, states89_ptr, states89_s0, states89_s1, states89_s2, buf96_ptr, buf96_s0, buf96_s1, E_c3, E_c4, E_n0, E_n2, DOT_84: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf96: Combine over grid w_up.1@1[64]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t80 = tl.load(m1_ptr + offs_n2[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t81 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t82 = (t80) * (t81)
    t83 = tl.load(m8_ptr + offs_n0[:, None] * m8_s0 + offs_c4[None, :] * m8_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c4 < E_c4)[None, :], other=0).to(tl.float32)
    if DOT_84:
        t85 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t82, 0.0), tl.where((offs_n0 < E_n0)[:, None], t83, 0.0), input_precision="ieee")
    else:
        t85 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t82, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t83, 0.0), 0), axis=1)
    acc91 = tl.full([F_n2, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t90 = tl.load(states89_ptr + i_c3 * states89_s0 + tl.arange(0, F_n2)[:, None] * states89_s1 + tl.zeros([F_n2, 1], tl.int32))
        acc91 = acc91 + t90
    t92 = acc91 + 0.00032
    t93 = tl.rsqrt(t92)
    t94 = (t85) * (t93)
    t95 = (t94) * (5.656854249492381)
    tl.store(buf96_ptr + offs_n2[:, None] * buf96_s0 + offs_c4[None, :] * buf96_s1, t95, mask=(offs_n2 < E_n2)[:, None] & (offs_c4 < E_c4)[None, :])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m30_ptr, m30_s0, m30_s1, buf96_ptr, buf96_s0, buf96_s1, m47_ptr, m47_s0, m47_s1, states109_ptr, states109_s0, states109_s1, states109_s2, states109_s3, E_c0, E_c3, E_n0, E_n1, DOT_102: tl.constexpr, DOT_73: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # stores states109: Collect over loop x.1[32]
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
    t69 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t70 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t71 = (t69) * (t70)
    t72 = tl.load(m30_ptr + offs_n0[:, None] * m30_s0 + offs_n1[None, :] * m30_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_73:
        t74 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t71, 0.0), tl.where((offs_n0 < E_n0)[:, None], t72, 0.0), input_precision="ieee")
    else:
        t74 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t71, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t72, 0.0), 0), axis=1)
    t75 = (t69) * (t69)
    t76 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t75, 0.0), axis=1, keep_dims=True)
    t77 = t76 + 0.00032
    t78 = tl.rsqrt(t77)
    t79 = (t74) * (t78)
    t97 = tl.load(buf96_ptr + offs_c0[:, None] * buf96_s0 + offs_n1[None, :] * buf96_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t98 = 1.0 / (1.0 + tl.exp(-(t97)))
    t99 = (t98) * (t97)
    t100 = (t79) * (t99)
    t101 = tl.load(m47_ptr + offs_n1[:, None] * m47_s0 + offs_c3[None, :] * m47_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    if DOT_102:
        t103 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t100, 0.0), tl.where((offs_n1 < E_n1)[:, None], t101, 0.0), input_precision="ieee")
    else:
        t103 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t100, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t101, 0.0), 0), axis=1)
    t104 = (t103) * (5.656854249492381)
    t105 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t106 = t104 + t105
    t107 = (t106) * (t106)
    t108 = tl.sum(tl.where((offs_c3 < E_c3)[None, :], t107, 0.0), axis=1, keep_dims=True)
    tl.store(states109_ptr + i_c0 * states109_s0 + i_c3 * states109_s1 + tl.arange(0, T_c0)[:, None] * states109_s2 + tl.zeros([T_c0, 1], tl.int32), t108)


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, states143_ptr, states143_s0, states143_s1, states143_s2, states143_s3, E_c0, E_c3, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # stores states143: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    t140 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t141 = (t140) * (t140)
    t142 = tl.sum(tl.where((offs_c3 < E_c3)[None, :], t141, 0.0), axis=1, keep_dims=True)
    tl.store(states143_ptr + i_c0 * states143_s0 + i_c3 * states143_s1 + tl.arange(0, T_c0)[:, None] * states143_s2 + tl.zeros([T_c0, 1], tl.int32), t142)


@triton.jit
def kernel_7(buf54_ptr, buf54_s0, buf54_s1, m1_ptr, m1_s0, m1_s1, m59_ptr, m59_s0, m59_s1, m63_ptr, m63_s0, m63_s1, states109_ptr, states109_s0, states109_s1, states109_s2, states109_s3, m121_ptr, m121_s0, m121_s1, m129_ptr, m129_s0, m129_s1, m3_ptr, m3_s0, m3_s1, states143_ptr, states143_s0, states143_s1, states143_s2, states143_s3, m8_ptr, m8_s0, m8_s1, m30_ptr, m30_s0, m30_s1, m47_ptr, m47_s0, m47_s1, buf166_ptr, buf166_s0, buf166_s1, E_c0, E_c1, E_c2, E_c3, E_n0, DOT_125: tl.constexpr, DOT_133: tl.constexpr, DOT_150: tl.constexpr, DOT_156: tl.constexpr, DOT_160: tl.constexpr, DOT_67: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf166: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t55 = tl.load(buf54_ptr + offs_c0[:, None] * buf54_s0 + offs_n0[None, :] * buf54_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t56 = (t55) * (32.00000000000001)
    t57 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t58 = t56 + t57
    t61 = tl.load(m59_ptr + offs_n0[None, :] * m59_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t62 = (t58) * (t61)
    acc111 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t110 = tl.load(states109_ptr + i_c0 * states109_s0 + i_c3 * states109_s1 + tl.arange(0, T_c0)[:, None] * states109_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc111 = acc111 + t110
    t112 = acc111 + 0.00032
    t113 = tl.rsqrt(t112)
    t115 = (acc111) * (0.03125)
    t116 = t115 + 1e-05
    t117 = tl.rsqrt(t116)
    acc135 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t66 = tl.load(m63_ptr + offs_n0[:, None] * m63_s0 + offs_c2[None, :] * m63_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_67:
            t68 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), tl.where((offs_n0 < E_n0)[:, None], t66, 0.0), input_precision="ieee")
        else:
            t68 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t66, 0.0), 0), axis=1)
        t114 = (t68) * (t113)
        t118 = (t68) * (t117)
        t119 = 1.0 / (1.0 + tl.exp(-(t118)))
        t120 = (t114) * (t119)
        t124 = tl.load(m121_ptr + offs_n0[:, None] * m121_s0 + offs_c2[None, :] * m121_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_125:
            t126 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), tl.where((offs_n0 < E_n0)[:, None], t124, 0.0), input_precision="ieee")
        else:
            t126 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t124, 0.0), 0), axis=1)
        t127 = (t126) * (t113)
        t128 = (t120) * (t127)
        t132 = tl.load(m129_ptr + offs_c2[:, None] * m129_s0 + offs_c1[None, :] * m129_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_133:
            t134 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t128, 0.0), tl.where((offs_c2 < E_c2)[:, None], t132, 0.0), input_precision="ieee")
        else:
            t134 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t128, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t132, 0.0), 0), axis=1)
        acc135 = acc135 + t134
    t136 = (acc135) * (32.00000000000001)
    t137 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t138 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t139 = (t57) * (t138)
    acc145 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t144 = tl.load(states143_ptr + i_c0 * states143_s0 + i_c3 * states143_s1 + tl.arange(0, T_c0)[:, None] * states143_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc145 = acc145 + t144
    t146 = acc145 + 0.00032
    t147 = tl.rsqrt(t146)
    t148 = (t139) * (t147)
    acc162 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t149 = tl.load(m8_ptr + offs_n0[:, None] * m8_s0 + offs_c2[None, :] * m8_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_150:
            t151 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t148, 0.0), tl.where((offs_n0 < E_n0)[:, None], t149, 0.0), input_precision="ieee")
        else:
            t151 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t148, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t149, 0.0), 0), axis=1)
        t152 = (t151) * (5.656854249492381)
        t153 = 1.0 / (1.0 + tl.exp(-(t152)))
        t154 = (t151) * (t153)
        t155 = tl.load(m30_ptr + offs_n0[:, None] * m30_s0 + offs_c2[None, :] * m30_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_156:
            t157 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t148, 0.0), tl.where((offs_n0 < E_n0)[:, None], t155, 0.0), input_precision="ieee")
        else:
            t157 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t148, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t155, 0.0), 0), axis=1)
        t158 = (t154) * (t157)
        t159 = tl.load(m47_ptr + offs_c2[:, None] * m47_s0 + offs_c1[None, :] * m47_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_160:
            t161 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t158, 0.0), tl.where((offs_c2 < E_c2)[:, None], t159, 0.0), input_precision="ieee")
        else:
            t161 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t158, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t159, 0.0), 0), axis=1)
        acc162 = acc162 + t161
    t163 = (acc162) * (32.00000000000001)
    t164 = t137 + t163
    t165 = t136 + t164
    tl.store(buf166_ptr + offs_c0[:, None] * buf166_s0 + offs_c1[None, :] * buf166_s1, t165, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m1 = inputs['x']
    m5 = inputs['w_norm']
    m4 = m5.narrow(0, 0, 1)
    m3 = m4.reshape([1, 32])
    m11 = inputs['w_gate']
    m10 = m11.narrow(0, 0, 1)
    m9 = m10.reshape([64, 32])
    m8 = m9.permute([1, 0])
    states15 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c3']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), E_c0=8, E_c3=32, E_n1=64, DOT_13=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c3=T['c3'])
    m33 = inputs['w_up']
    m32 = m33.narrow(0, 0, 1)
    m31 = m32.reshape([64, 32])
    m30 = m31.permute([1, 0])
    states43 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c3']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), E_c0=8, E_c3=32, E_n0=32, E_n1=64, DOT_35=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c3=T['c3'])
    m50 = inputs['w_down']
    m49 = m50.narrow(0, 0, 1)
    m48 = m49.reshape([32, 64])
    m47 = m48.permute([1, 0])
    buf54 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), E_c0=8, E_c3=32, E_n0=32, E_n1=64, DOT_52=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c3=T['c3'])
    m60 = m5.narrow(0, 1, 1)
    m59 = m60.reshape([1, 32])
    m65 = m11.narrow(0, 1, 1)
    m64 = m65.reshape([64, 32])
    m63 = m64.permute([1, 0])
    states89 = torch.full([_cdiv(32, T['c3']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states89_ptr=states89, states89_s0=states89.stride(0), states89_s1=states89.stride(1), states89_s2=states89.stride(2), E_c3=32, E_n2=8, F_n2=_pow2(8), T_c3=T['c3'])
    buf96 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(64, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), states89_ptr=states89, states89_s0=states89.stride(0), states89_s1=states89.stride(1), states89_s2=states89.stride(2), buf96_ptr=buf96, buf96_s0=buf96.stride(0), buf96_s1=buf96.stride(1), E_c3=32, E_c4=64, E_n0=32, E_n2=8, DOT_84=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c4']) >= 16, F_n0=_pow2(32), F_n2=_pow2(8), T_c3=T['c3'], T_c4=T['c4'])
    states109 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c3']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']) * _cdiv(32, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), buf96_ptr=buf96, buf96_s0=buf96.stride(0), buf96_s1=buf96.stride(1), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), states109_ptr=states109, states109_s0=states109.stride(0), states109_s1=states109.stride(1), states109_s2=states109.stride(2), states109_s3=states109.stride(3), E_c0=8, E_c3=32, E_n0=32, E_n1=64, DOT_102=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c3']) >= 16, DOT_73=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c3=T['c3'])
    m123 = m33.narrow(0, 1, 1)
    m122 = m123.reshape([64, 32])
    m121 = m122.permute([1, 0])
    m131 = m50.narrow(0, 1, 1)
    m130 = m131.reshape([32, 64])
    m129 = m130.permute([1, 0])
    states143 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c3']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c0']) * _cdiv(32, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states143_ptr=states143, states143_s0=states143.stride(0), states143_s1=states143.stride(1), states143_s2=states143.stride(2), states143_s3=states143.stride(3), E_c0=8, E_c3=32, T_c0=T['c0'], T_c3=T['c3'])
    buf166 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), states109_ptr=states109, states109_s0=states109.stride(0), states109_s1=states109.stride(1), states109_s2=states109.stride(2), states109_s3=states109.stride(3), m121_ptr=m121, m121_s0=m121.stride(0), m121_s1=m121.stride(1), m129_ptr=m129, m129_s0=m129.stride(0), m129_s1=m129.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states143_ptr=states143, states143_s0=states143.stride(0), states143_s1=states143.stride(1), states143_s2=states143.stride(2), states143_s3=states143.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), buf166_ptr=buf166, buf166_s0=buf166.stride(0), buf166_s1=buf166.stride(1), E_c0=8, E_c1=32, E_c2=64, E_c3=32, E_n0=32, DOT_125=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_133=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_150=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_156=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_160=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_67=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf166


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
