"""ngpt [small], candidate 12: 5 kernel(s)

Rendered by EqiForge from candidate 12 of ngpt [small]: store(s_u.0[64]) loop(h.1[32]: sum) ; grid(h.1@1) loop(s_u.0[64]: sum, stored) ; store(s_u.0[64]) ; grid(h.0@0) loop(h.1[32]: sum) {loop(s_u.0[64]: sum, stored)} [3 mm] ; grid(h.1@1) loop(s_u.0[64]: sum, stored) loop(h.1[32]: sum) loop(h.1[32]: sum)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.1@1[32]
    c1: loop s_u.0[64]
    c2: loop h.1[32]
    c3: grid h.0@0[8]

Run it on its own: `python kernels/f12.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32, "c2": 16, "c3": 4}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m21_ptr, m21_s0, m21_s1, m27_ptr, m27_s0, m27_s1, m33_ptr, m33_s0, m33_s1, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_10: tl.constexpr, DOT_24: tl.constexpr, DOT_36: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states38: Collect over loop s_u.0[64]
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
    t6 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_n1[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t9 = tl.load(m7_ptr + offs_n1[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), 0), axis=1)
    t14 = tl.load(m12_ptr + offs_c1[None, :] * m12_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t15 = (t11) * (t14)
    t16 = (t14) * (5.656854249492381)
    t17 = (t11) * (t16)
    t18 = 1.0 / (1.0 + tl.exp(-(t17)))
    t19 = (t15) * (t18)
    acc26 = tl.full([F_n0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t20 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t23 = tl.load(m21_ptr + offs_c2[:, None] * m21_s0 + offs_c1[None, :] * m21_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_24:
            t25 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t20, 0.0), tl.where((offs_c2 < E_c2)[:, None], t23, 0.0), input_precision="ieee")
        else:
            t25 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t20, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t23, 0.0), 0), axis=1)
        acc26 = acc26 + t25
    t29 = tl.load(m27_ptr + offs_c1[None, :] * m27_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t30 = (t29) * (5.656854249492381)
    t31 = (acc26) * (t30)
    t32 = (t19) * (t31)
    t35 = tl.load(m33_ptr + offs_c1[:, None] * m33_s0 + offs_c0[None, :] * m33_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_36:
        t37 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t32, 0.0), tl.where((offs_c1 < E_c1)[:, None], t35, 0.0), input_precision="ieee")
    else:
        t37 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t35, 0.0), 0), axis=1)
    tl.store(states38_ptr + i_c0 * states38_s0 + i_c1 * states38_s1 + tl.arange(0, F_n0)[:, None] * states38_s2 + tl.arange(0, T_c0)[None, :] * states38_s3 + tl.zeros([F_n0, T_c0], tl.int32), t37)


@triton.jit
def kernel_1(states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, buf43_ptr, buf43_s0, buf43_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf43: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc42 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t41 = tl.load(states38_ptr + i_c0 * states38_s0 + i_c1 * states38_s1 + tl.arange(0, F_n0)[:, None] * states38_s2 + tl.arange(0, T_c0)[None, :] * states38_s3 + tl.zeros([F_n0, T_c0], tl.int32))
        acc42 = acc42 + t41
    tl.store(buf43_ptr + offs_n0[:, None] * buf43_s0 + offs_c0[None, :] * buf43_s1, acc42, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


@triton.jit
def kernel_2(m5_ptr, m5_s0, m5_s1, m21_ptr, m21_s0, m21_s1, m27_ptr, m27_s0, m27_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m33_ptr, m33_s0, m33_s1, states87_ptr, states87_s0, states87_s1, states87_s2, states87_s3, states87_s4, E_c1, E_c2, E_c3, E_n1, DOT_70: tl.constexpr, DOT_75: tl.constexpr, DOT_85: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states87: Collect over loop s_u.0[64]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t68 = tl.load(m5_ptr + offs_c3[:, None] * m5_s0 + offs_n1[None, :] * m5_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t69 = tl.load(m21_ptr + offs_n1[:, None] * m21_s0 + offs_c1[None, :] * m21_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_70:
        t71 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t68, 0.0), tl.where((offs_n1 < E_n1)[:, None], t69, 0.0), input_precision="ieee")
    else:
        t71 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t68, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t69, 0.0), 0), axis=1)
    t72 = tl.load(m27_ptr + offs_c1[None, :] * m27_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t73 = (t71) * (t72)
    t74 = tl.load(m7_ptr + offs_n1[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_75:
        t76 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t68, 0.0), tl.where((offs_n1 < E_n1)[:, None], t74, 0.0), input_precision="ieee")
    else:
        t76 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t68, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t74, 0.0), 0), axis=1)
    t77 = tl.load(m12_ptr + offs_c1[None, :] * m12_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t78 = (t76) * (t77)
    t79 = (t77) * (5.656854249492381)
    t80 = (t76) * (t79)
    t81 = 1.0 / (1.0 + tl.exp(-(t80)))
    t82 = (t78) * (t81)
    t83 = (t73) * (t82)
    t84 = tl.load(m33_ptr + offs_c1[:, None] * m33_s0 + offs_c2[None, :] * m33_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_85:
        t86 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t83, 0.0), tl.where((offs_c1 < E_c1)[:, None], t84, 0.0), input_precision="ieee")
    else:
        t86 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t83, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t84, 0.0), 0), axis=1)
    tl.store(states87_ptr + i_c3 * states87_s0 + i_c2 * states87_s1 + i_c1 * states87_s2 + tl.arange(0, T_c3)[:, None] * states87_s3 + tl.arange(0, T_c2)[None, :] * states87_s4 + tl.zeros([T_c3, T_c2], tl.int32), t86)


@triton.jit
def kernel_3(m5_ptr, m5_s0, m5_s1, m1_ptr, m1_s0, m1_s1, states87_ptr, states87_s0, states87_s1, states87_s2, states87_s3, states87_s4, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m21_ptr, m21_s0, m21_s1, m27_ptr, m27_s0, m27_s1, m33_ptr, m33_s0, m33_s1, buf120_ptr, buf120_s0, buf120_s1, E_c1, E_c2, E_c3, E_n1, E_n2, DOT_101: tl.constexpr, DOT_108: tl.constexpr, DOT_92: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf120: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t61 = tl.load(m5_ptr + offs_c3[:, None] * m5_s0 + offs_n1[None, :] * m5_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t62 = (t61) * (t61)
    t63 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t62, 0.0), axis=1, keep_dims=True)
    t64 = tl.sqrt(t63)
    t91 = tl.load(m7_ptr + offs_n1[:, None] * m7_s0 + offs_n2[None, :] * m7_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_92:
        t93 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t61, 0.0), tl.where((offs_n1 < E_n1)[:, None], t91, 0.0), input_precision="ieee")
    else:
        t93 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t61, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t91, 0.0), 0), axis=1)
    t94 = tl.load(m12_ptr + offs_n2[None, :] * m12_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t95 = (t93) * (t94)
    t96 = (t94) * (5.656854249492381)
    t97 = (t93) * (t96)
    t98 = 1.0 / (1.0 + tl.exp(-(t97)))
    t99 = (t95) * (t98)
    t100 = tl.load(m21_ptr + offs_n1[:, None] * m21_s0 + offs_n2[None, :] * m21_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_101:
        t102 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t61, 0.0), tl.where((offs_n1 < E_n1)[:, None], t100, 0.0), input_precision="ieee")
    else:
        t102 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t61, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t100, 0.0), 0), axis=1)
    t103 = tl.load(m27_ptr + offs_n2[None, :] * m27_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t104 = (t102) * (t103)
    t105 = (t99) * (t104)
    t106 = (t105) * (32.00000000000001)
    t107 = tl.load(m33_ptr + offs_n2[:, None] * m33_s0 + offs_n1[None, :] * m33_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_108:
        t109 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t106, 0.0), tl.where((offs_n2 < E_n2)[:, None], t107, 0.0), input_precision="ieee")
    else:
        t109 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t106, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t107, 0.0), 0), axis=1)
    t110 = (t109) * (t109)
    t111 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t110, 0.0), axis=1, keep_dims=True)
    t112 = tl.sqrt(t111)
    acc119 = tl.full([T_c3, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t60 = tl.load(m5_ptr + offs_c3[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t65 = (t60) / (t64)
        t66 = tl.load(m1_ptr + offs_c2[None, :] * m1_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t67 = tl.abs(t66)
        acc89 = tl.full([T_c3, T_c2], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t88 = tl.load(states87_ptr + i_c3 * states87_s0 + i_c2 * states87_s1 + i_c1 * states87_s2 + tl.arange(0, T_c3)[:, None] * states87_s3 + tl.arange(0, T_c2)[None, :] * states87_s4 + tl.zeros([T_c3, T_c2], tl.int32))
            acc89 = acc89 + t88
        t90 = (acc89) * (32.00000000000001)
        t113 = (t90) / (t112)
        t114 = t113 - (t65)
        t115 = (t67) * (t114)
        t116 = t65 + t115
        t117 = (t116) * (t116)
        t118 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t117, 0.0), axis=1, keep_dims=True)
        acc119 = acc119 + t118
    tl.store(buf120_ptr + offs_c3[:, None] * buf120_s0, acc119, mask=(offs_c3 < E_c3)[:, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, buf43_ptr, buf43_s0, buf43_s1, m5_ptr, m5_s0, m5_s1, buf120_ptr, buf120_s0, buf120_s1, buf124_ptr, buf124_s0, buf124_s1, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf124: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_c0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    acc40 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t39 = tl.load(states38_ptr + i_c0 * states38_s0 + i_c1 * states38_s1 + tl.arange(0, F_n0)[:, None] * states38_s2 + tl.arange(0, T_c0)[None, :] * states38_s3 + tl.zeros([F_n0, T_c0], tl.int32))
        acc40 = acc40 + t39
    acc47 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t44 = tl.load(buf43_ptr + offs_n0[:, None] * buf43_s0 + offs_c2[None, :] * buf43_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t45 = (t44) * (t44)
        t46 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t45, 0.0), axis=1, keep_dims=True)
        acc47 = acc47 + t46
    t48 = tl.rsqrt(acc47)
    t49 = (acc40) * (t48)
    t50 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c0[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    acc54 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t51 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t52 = (t51) * (t51)
        t53 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t52, 0.0), axis=1, keep_dims=True)
        acc54 = acc54 + t53
    t55 = tl.sqrt(acc54)
    t56 = (t50) / (t55)
    t57 = t49 - (t56)
    t58 = (t4) * (t57)
    t59 = t58 + t56
    t121 = tl.load(buf120_ptr + offs_n0[:, None] * buf120_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t122 = tl.sqrt(t121)
    t123 = (t59) / (t122)
    tl.store(buf124_ptr + offs_n0[:, None] * buf124_s0 + offs_c0[None, :] * buf124_s1, t123, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m2 = inputs['alpha']
    m1 = m2.reshape([1, 32])
    m5 = inputs['h']
    m8 = inputs['w_v']
    m7 = m8.permute([1, 0])
    m13 = inputs['s_v']
    m12 = m13.reshape([1, 64])
    m22 = inputs['w_u']
    m21 = m22.permute([1, 0])
    m28 = inputs['s_u']
    m27 = m28.reshape([1, 64])
    m34 = inputs['w_o']
    m33 = m34.permute([1, 0])
    states38 = torch.full([_cdiv(32, T['c0']), _cdiv(64, T['c1']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(64, T['c1']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), E_c0=32, E_c1=64, E_c2=32, E_n0=8, E_n1=32, DOT_10=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_24=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_36=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf43 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c0=32, E_c1=64, E_n0=8, F_n0=_pow2(8), T_c0=T['c0'], T_c1=T['c1'])
    states87 = torch.full([_cdiv(8, T['c3']), _cdiv(32, T['c2']), _cdiv(64, T['c1']), T['c3'], T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c3']) * _cdiv(32, T['c2']) * _cdiv(64, T['c1']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), states87_ptr=states87, states87_s0=states87.stride(0), states87_s1=states87.stride(1), states87_s2=states87.stride(2), states87_s3=states87.stride(3), states87_s4=states87.stride(4), E_c1=64, E_c2=32, E_c3=8, E_n1=32, DOT_70=(T['c3']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_75=(T['c3']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_85=(T['c3']) >= 16 and (T['c1']) >= 16 and (T['c2']) >= 16, F_n1=_pow2(32), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    buf120 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c3']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states87_ptr=states87, states87_s0=states87.stride(0), states87_s1=states87.stride(1), states87_s2=states87.stride(2), states87_s3=states87.stride(3), states87_s4=states87.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), buf120_ptr=buf120, buf120_s0=buf120.stride(0), buf120_s1=buf120.stride(1), E_c1=64, E_c2=32, E_c3=8, E_n1=32, E_n2=64, DOT_101=(T['c3']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_108=(T['c3']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, DOT_92=(T['c3']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(32), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    buf124 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf120_ptr=buf120, buf120_s0=buf120.stride(0), buf120_s1=buf120.stride(1), buf124_ptr=buf124, buf124_s0=buf124.stride(0), buf124_s1=buf124.stride(1), E_c0=32, E_c1=64, E_c2=32, E_n0=8, F_n0=_pow2(8), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf124


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
