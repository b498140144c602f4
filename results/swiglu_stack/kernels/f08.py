"""swiglu_stack [small], candidate 8: 4 kernel(s)

Rendered by EqiForge from candidate 8 of swiglu_stack [small]: store(w_up.1[64]) ; store(x.1[32]) loop(w_up.1[64]: sum) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum) loop(x.1[32]: sum, stored) [7 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop x.1[32]
    c2: loop w_up.1[64]

Run it on its own: `python kernels/f08.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m8_ptr, m8_s0, m8_s1, m23_ptr, m23_s0, m23_s1, states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, E_c0, E_c2, E_n0, DOT_13: tl.constexpr, DOT_28: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states31: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t6 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = (t2) * (t6)
    t12 = tl.load(m8_ptr + offs_n0[:, None] * m8_s0 + offs_c2[None, :] * m8_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_13:
        t14 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t7, 0.0), tl.where((offs_n0 < E_n0)[:, None], t12, 0.0), input_precision="ieee")
    else:
        t14 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t7, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t12, 0.0), 0), axis=1)
    t15 = (t2) * (t2)
    t16 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), axis=1, keep_dims=True)
    t17 = (t16) * (0.03125)
    t18 = t17 + 1e-05
    t19 = tl.rsqrt(t18)
    t20 = (t14) * (t19)
    t21 = 1.0 / (1.0 + tl.exp(-(t20)))
    t22 = (t14) * (t21)
    t27 = tl.load(m23_ptr + offs_n0[:, None] * m23_s0 + offs_c2[None, :] * m23_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_28:
        t29 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t7, 0.0), tl.where((offs_n0 < E_n0)[:, None], t27, 0.0), input_precision="ieee")
    else:
        t29 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t7, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t27, 0.0), 0), axis=1)
    t30 = (t22) * (t29)
    tl.store(states31_ptr + i_c0 * states31_s0 + i_c2 * states31_s1 + tl.arange(0, T_c0)[:, None] * states31_s2 + tl.arange(0, T_c2)[None, :] * states31_s3 + tl.zeros([T_c0, T_c2], tl.int32), t30)


@triton.jit
def kernel_1(states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, m33_ptr, m33_s0, m33_s1, m1_ptr, m1_s0, m1_s1, m51_ptr, m51_s0, m51_s1, m3_ptr, m3_s0, m3_s1, m23_ptr, m23_s0, m23_s1, m8_ptr, m8_s0, m8_s1, states82_ptr, states82_s0, states82_s1, states82_s2, states82_s3, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_38: tl.constexpr, DOT_58: tl.constexpr, DOT_62: tl.constexpr, DOT_72: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states82: Collect over loop x.1[32]
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
    acc40 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t32 = tl.load(states31_ptr + i_c0 * states31_s0 + i_c2 * states31_s1 + tl.arange(0, T_c0)[:, None] * states31_s2 + tl.arange(0, T_c2)[None, :] * states31_s3 + tl.zeros([T_c0, T_c2], tl.int32))
        t37 = tl.load(m33_ptr + offs_c2[:, None] * m33_s0 + offs_c1[None, :] * m33_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_38:
            t39 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t32, 0.0), tl.where((offs_c2 < E_c2)[:, None], t37, 0.0), input_precision="ieee")
        else:
            t39 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t37, 0.0), 0), axis=1)
        acc40 = acc40 + t39
    t41 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t42 = (t41) * (t41)
    t43 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t42, 0.0), axis=1, keep_dims=True)
    t44 = t43 + 0.00032
    t45 = tl.rsqrt(t44)
    t46 = (acc40) * (t45)
    t47 = (t46) * (t45)
    t48 = (t47) * (32.00000000000001)
    t49 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t50 = t48 + t49
    t53 = tl.load(m51_ptr + offs_c1[None, :] * m51_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t54 = (t50) * (t53)
    t55 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t56 = (t41) * (t55)
    t57 = tl.load(m23_ptr + offs_n0[:, None] * m23_s0 + offs_n1[None, :] * m23_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_58:
        t59 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t56, 0.0), tl.where((offs_n0 < E_n0)[:, None], t57, 0.0), input_precision="ieee")
    else:
        t59 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t56, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t57, 0.0), 0), axis=1)
    t60 = (t59) * (t45)
    t61 = tl.load(m8_ptr + offs_n0[:, None] * m8_s0 + offs_n1[None, :] * m8_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_62:
        t63 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t56, 0.0), tl.where((offs_n0 < E_n0)[:, None], t61, 0.0), input_precision="ieee")
    else:
        t63 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t56, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t61, 0.0), 0), axis=1)
    t64 = (t43) * (0.03125)
    t65 = t64 + 1e-05
    t66 = tl.rsqrt(t65)
    t67 = (t63) * (t66)
    t68 = 1.0 / (1.0 + tl.exp(-(t67)))
    t69 = (t63) * (t68)
    t70 = (t60) * (t69)
    t71 = tl.load(m33_ptr + offs_n1[:, None] * m33_s0 + offs_n0[None, :] * m33_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_72:
        t73 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t70, 0.0), tl.where((offs_n1 < E_n1)[:, None], t71, 0.0), input_precision="ieee")
    else:
        t73 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t70, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t71, 0.0), 0), axis=1)
    t74 = (t73) * (t45)
    t75 = (t74) * (32.00000000000001)
    t76 = t75 + t41
    t77 = (t76) * (t76)
    t78 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t77, 0.0), axis=1, keep_dims=True)
    t79 = t78 + 0.00032
    t80 = tl.rsqrt(t79)
    t81 = (t54) * (t80)
    tl.store(states82_ptr + i_c0 * states82_s0 + i_c1 * states82_s1 + tl.arange(0, T_c0)[:, None] * states82_s2 + tl.arange(0, T_c1)[None, :] * states82_s3 + tl.zeros([T_c0, T_c1], tl.int32), t81)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, states97_ptr, states97_s0, states97_s1, states97_s2, states97_s3, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states97: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t94 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t95 = (t94) * (t94)
    t96 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t95, 0.0), axis=1, keep_dims=True)
    tl.store(states97_ptr + i_c0 * states97_s0 + i_c1 * states97_s1 + tl.arange(0, T_c0)[:, None] * states97_s2 + tl.zeros([T_c0, 1], tl.int32), t96)


@triton.jit
def kernel_3(states82_ptr, states82_s0, states82_s1, states82_s2, states82_s3, m84_ptr, m84_s0, m84_s1, m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states97_ptr, states97_s0, states97_s1, states97_s2, states97_s3, m8_ptr, m8_s0, m8_s1, m23_ptr, m23_s0, m23_s1, m33_ptr, m33_s0, m33_s1, m51_ptr, m51_s0, m51_s1, m131_ptr, m131_s0, m131_s1, m141_ptr, m141_s0, m141_s1, buf148_ptr, buf148_s0, buf148_s1, E_c0, E_c1, E_n0, E_n1, DOT_104: tl.constexpr, DOT_110: tl.constexpr, DOT_114: tl.constexpr, DOT_121: tl.constexpr, DOT_135: tl.constexpr, DOT_145: tl.constexpr, DOT_88: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf148: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc90 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t83 = tl.load(states82_ptr + i_c0 * states82_s0 + i_c1 * states82_s1 + tl.arange(0, T_c0)[:, None] * states82_s2 + tl.arange(0, T_c1)[None, :] * states82_s3 + tl.zeros([T_c0, T_c1], tl.int32))
        t87 = tl.load(m84_ptr + offs_c1[:, None] * m84_s0 + offs_n1[None, :] * m84_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_88:
            t89 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t83, 0.0), tl.where((offs_c1 < E_c1)[:, None], t87, 0.0), input_precision="ieee")
        else:
            t89 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t83, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t87, 0.0), 0), axis=1)
        acc90 = acc90 + t89
    t91 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t92 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t93 = (t91) * (t92)
    acc99 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t98 = tl.load(states97_ptr + i_c0 * states97_s0 + i_c1 * states97_s1 + tl.arange(0, T_c0)[:, None] * states97_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc99 = acc99 + t98
    t100 = acc99 + 0.00032
    t101 = tl.rsqrt(t100)
    t102 = (t93) * (t101)
    t103 = tl.load(m8_ptr + offs_n0[:, None] * m8_s0 + offs_n1[None, :] * m8_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_104:
        t105 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t102, 0.0), tl.where((offs_n0 < E_n0)[:, None], t103, 0.0), input_precision="ieee")
    else:
        t105 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t102, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t103, 0.0), 0), axis=1)
    t106 = (t105) * (5.656854249492381)
    t107 = 1.0 / (1.0 + tl.exp(-(t106)))
    t108 = (t105) * (t107)
    t109 = tl.load(m23_ptr + offs_n0[:, None] * m23_s0 + offs_n1[None, :] * m23_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_110:
        t111 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t102, 0.0), tl.where((offs_n0 < E_n0)[:, None], t109, 0.0), input_precision="ieee")
    else:
        t111 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t102, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t109, 0.0), 0), axis=1)
    t112 = (t108) * (t111)
    t113 = tl.load(m33_ptr + offs_n1[:, None] * m33_s0 + offs_n0[None, :] * m33_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_114:
        t115 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t112, 0.0), tl.where((offs_n1 < E_n1)[:, None], t113, 0.0), input_precision="ieee")
    else:
        t115 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t112, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t113, 0.0), 0), axis=1)
    t116 = (t115) * (32.00000000000001)
    t117 = t116 + t91
    t118 = tl.load(m51_ptr + offs_n0[None, :] * m51_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t119 = (t117) * (t118)
    t120 = tl.load(m84_ptr + offs_n0[:, None] * m84_s0 + offs_n1[None, :] * m84_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_121:
        t122 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t119, 0.0), tl.where((offs_n0 < E_n0)[:, None], t120, 0.0), input_precision="ieee")
    else:
        t122 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t119, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t120, 0.0), 0), axis=1)
    t123 = (t117) * (t117)
    t124 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t123, 0.0), axis=1, keep_dims=True)
    t125 = t124 + 0.00032
    t126 = (t125) * (0.03125)
    t127 = tl.rsqrt(t126)
    t128 = (t122) * (t127)
    t129 = 1.0 / (1.0 + tl.exp(-(t128)))
    t130 = (acc90) * (t129)
    t134 = tl.load(m131_ptr + offs_n0[:, None] * m131_s0 + offs_n1[None, :] * m131_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_135:
        t136 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t119, 0.0), tl.where((offs_n0 < E_n0)[:, None], t134, 0.0), input_precision="ieee")
    else:
        t136 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t119, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t134, 0.0), 0), axis=1)
    t137 = (t130) * (t136)
    t138 = tl.rsqrt(t125)
    t139 = (t137) * (t138)
    t140 = (t139) * (32.00000000000001)
    t144 = tl.load(m141_ptr + offs_n1[:, None] * m141_s0 + offs_n0[None, :] * m141_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_145:
        t146 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t140, 0.0), tl.where((offs_n1 < E_n1)[:, None], t144, 0.0), input_precision="ieee")
    else:
        t146 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t140, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t144, 0.0), 0), axis=1)
    t147 = t146 + t117
    tl.store(buf148_ptr + offs_c0[:, None] * buf148_s0 + offs_n0[None, :] * buf148_s1, t147, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m26 = inputs['w_up']
    m25 = m26.narrow(0, 0, 1)
    m24 = m25.reshape([64, 32])
    m23 = m24.permute([1, 0])
    states31 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), E_c0=8, E_c2=64, E_n0=32, DOT_13=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_28=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    m36 = inputs['w_down']
    m35 = m36.narrow(0, 0, 1)
    m34 = m35.reshape([32, 64])
    m33 = m34.permute([1, 0])
    m52 = m5.narrow(0, 1, 1)
    m51 = m52.reshape([1, 32])
    states82 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), states82_ptr=states82, states82_s0=states82.stride(0), states82_s1=states82.stride(1), states82_s2=states82.stride(2), states82_s3=states82.stride(3), E_c0=8, E_c1=32, E_c2=64, E_n0=32, E_n1=64, DOT_38=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_58=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_62=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_72=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m86 = m11.narrow(0, 1, 1)
    m85 = m86.reshape([64, 32])
    m84 = m85.permute([1, 0])
    states97 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states97_ptr=states97, states97_s0=states97.stride(0), states97_s1=states97.stride(1), states97_s2=states97.stride(2), states97_s3=states97.stride(3), E_c0=8, E_c1=32, T_c0=T['c0'], T_c1=T['c1'])
    m133 = m26.narrow(0, 1, 1)
    m132 = m133.reshape([64, 32])
    m131 = m132.permute([1, 0])
    m143 = m36.narrow(0, 1, 1)
    m142 = m143.reshape([32, 64])
    m141 = m142.permute([1, 0])
    buf148 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](states82_ptr=states82, states82_s0=states82.stride(0), states82_s1=states82.stride(1), states82_s2=states82.stride(2), states82_s3=states82.stride(3), m84_ptr=m84, m84_s0=m84.stride(0), m84_s1=m84.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states97_ptr=states97, states97_s0=states97.stride(0), states97_s1=states97.stride(1), states97_s2=states97.stride(2), states97_s3=states97.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m131_ptr=m131, m131_s0=m131.stride(0), m131_s1=m131.stride(1), m141_ptr=m141, m141_s0=m141.stride(0), m141_s1=m141.stride(1), buf148_ptr=buf148, buf148_s0=buf148.stride(0), buf148_s1=buf148.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_104=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_110=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_114=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, DOT_121=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_135=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_145=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, DOT_88=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf148


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
