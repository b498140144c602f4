"""ngpt [small], candidate 13: 6 kernel(s)

Rendered by EqiForge from candidate 13 of ngpt [small]: store(h.1[32]) ; grid(h.0@0) loop(h.1[32]: pair(sum, sum), stored) [1 mm] ; store(h.1[32]) ; store(h.1[32]) loop(s_u.0[64]: sum) loop(s_u.0[64]: sum) ; store(h.1[32]) ; grid(h.1@1) loop(h.1[32]: sum, stored) loop(h.1[32]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.1@1[32]
    c1: grid h.0@0[8]
    c2: loop h.1[32]
    c3: loop s_u.0[64]

Run it on its own: `python kernels/f13.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 4, "c2": 16, "c3": 32}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states18_ptr, states18_s0, states18_s1, states18_s2, states18_s3, E_c1, E_c2, E_n1, DOT_10: tl.constexpr, DOT_15: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states17, states18: Collect over loop h.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t6 = tl.load(m5_ptr + offs_c1[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
    t14 = tl.load(m12_ptr + offs_c2[:, None] * m12_s0 + offs_n1[None, :] * m12_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_15:
        t16 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), input_precision="ieee")
    else:
        t16 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), 0), axis=1)
    tl.store(states17_ptr + i_c1 * states17_s0 + i_c2 * states17_s1 + tl.arange(0, T_c1)[:, None] * states17_s2 + tl.arange(0, F_n1)[None, :] * states17_s3 + tl.zeros([T_c1, F_n1], tl.int32), t11)
    tl.store(states18_ptr + i_c1 * states18_s0 + i_c2 * states18_s1 + tl.arange(0, T_c1)[:, None] * states18_s2 + tl.arange(0, F_n1)[None, :] * states18_s3 + tl.zeros([T_c1, F_n1], tl.int32), t16)


@triton.jit
def kernel_1(states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states18_ptr, states18_s0, states18_s1, states18_s2, states18_s3, m23_ptr, m23_s0, m23_s1, m31_ptr, m31_s0, m31_s1, m36_ptr, m36_s0, m36_s1, buf41_ptr, buf41_s0, buf41_s1, E_c1, E_c2, E_n1, E_n2, DOT_39: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf41: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc21 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    acc22 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t19 = tl.load(states17_ptr + i_c1 * states17_s0 + i_c2 * states17_s1 + tl.arange(0, T_c1)[:, None] * states17_s2 + tl.arange(0, F_n1)[None, :] * states17_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        t20 = tl.load(states18_ptr + i_c1 * states18_s0 + i_c2 * states18_s1 + tl.arange(0, T_c1)[:, None] * states18_s2 + tl.arange(0, F_n1)[None, :] * states18_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        acc21 = acc21 + t19
        acc22 = acc22 + t20
    t25 = tl.load(m23_ptr + offs_n1[None, :] * m23_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t26 = (acc21) * (t25)
    t27 = (t25) * (5.656854249492381)
    t28 = (acc21) * (t27)
    t29 = 1.0 / (1.0 + tl.exp(-(t28)))
    t30 = (t26) * (t29)
    t33 = tl.load(m31_ptr + offs_n1[None, :] * m31_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t34 = (acc22) * (t33)
    t35 = (t30) * (t34)
    t38 = tl.load(m36_ptr + offs_n1[:, None] * m36_s0 + offs_n2[None, :] * m36_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_39:
        t40 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t35, 0.0), tl.where((offs_n1 < E_n1)[:, None], t38, 0.0), input_precision="ieee")
    else:
        t40 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t38, 0.0), 0), axis=1)
    tl.store(buf41_ptr + offs_c1[:, None] * buf41_s0 + offs_n2[None, :] * buf41_s1, t40, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_2(m5_ptr, m5_s0, m5_s1, states54_ptr, states54_s0, states54_s1, states54_s2, E_c2, E_n0, F_n0: tl.constexpr, T_c2: tl.constexpr):
    # stores states54: Collect over loop h.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t51 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t52 = (t51) * (t51)
    t53 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t52, 0.0), axis=1, keep_dims=True)
    tl.store(states54_ptr + i_c2 * states54_s0 + tl.arange(0, F_n0)[:, None] * states54_s1 + tl.zeros([F_n0, 1], tl.int32), t53)


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m23_ptr, m23_s0, m23_s1, m12_ptr, m12_s0, m12_s1, m31_ptr, m31_s0, m31_s1, m36_ptr, m36_s0, m36_s1, states118_ptr, states118_s0, states118_s1, states118_s2, E_c2, E_c3, E_n0, E_n2, DOT_101: tl.constexpr, DOT_66: tl.constexpr, DOT_75: tl.constexpr, DOT_81: tl.constexpr, DOT_86: tl.constexpr, DOT_95: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states118: Collect over loop h.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t62 = tl.load(m1_ptr + offs_c2[None, :] * m1_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t63 = tl.abs(t62)
    t64 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_n2[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    acc83 = tl.full([F_n0, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t65 = tl.load(m7_ptr + offs_n2[:, None] * m7_s0 + offs_c3[None, :] * m7_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_66:
            t67 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t64, 0.0), tl.where((offs_n2 < E_n2)[:, None], t65, 0.0), input_precision="ieee")
        else:
            t67 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t64, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t65, 0.0), 0), axis=1)
        t68 = tl.load(m23_ptr + offs_c3[None, :] * m23_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t69 = (t67) * (t68)
        t70 = (t68) * (5.656854249492381)
        t71 = (t67) * (t70)
        t72 = 1.0 / (1.0 + tl.exp(-(t71)))
        t73 = (t69) * (t72)
        t74 = tl.load(m12_ptr + offs_n2[:, None] * m12_s0 + offs_c3[None, :] * m12_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_75:
            t76 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t64, 0.0), tl.where((offs_n2 < E_n2)[:, None], t74, 0.0), input_precision="ieee")
        else:
            t76 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t64, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t74, 0.0), 0), axis=1)
        t77 = tl.load(m31_ptr + offs_c3[None, :] * m31_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t78 = (t76) * (t77)
        t79 = (t73) * (t78)
        t80 = tl.load(m36_ptr + offs_c3[:, None] * m36_s0 + offs_c2[None, :] * m36_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_81:
            t82 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t79, 0.0), tl.where((offs_c3 < E_c3)[:, None], t80, 0.0), input_precision="ieee")
        else:
            t82 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t79, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t80, 0.0), 0), axis=1)
        acc83 = acc83 + t82
    t84 = (acc83) * (32.00000000000001)
    acc103 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t85 = tl.load(m7_ptr + offs_n2[:, None] * m7_s0 + offs_c3[None, :] * m7_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_86:
            t87 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t64, 0.0), tl.where((offs_n2 < E_n2)[:, None], t85, 0.0), input_precision="ieee")
        else:
            t87 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t64, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t85, 0.0), 0), axis=1)
        t88 = tl.load(m23_ptr + offs_c3[None, :] * m23_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t89 = (t87) * (t88)
        t90 = (t88) * (5.656854249492381)
        t91 = (t87) * (t90)
        t92 = 1.0 / (1.0 + tl.exp(-(t91)))
        t93 = (t89) * (t92)
        t94 = tl.load(m12_ptr + offs_n2[:, None] * m12_s0 + offs_c3[None, :] * m12_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_95:
            t96 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t64, 0.0), tl.where((offs_n2 < E_n2)[:, None], t94, 0.0), input_precision="ieee")
        else:
            t96 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t64, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t94, 0.0), 0), axis=1)
        t97 = tl.load(m31_ptr + offs_c3[None, :] * m31_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t98 = (t96) * (t97)
        t99 = (t93) * (t98)
        t100 = tl.load(m36_ptr + offs_c3[:, None] * m36_s0 + offs_n2[None, :] * m36_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_101:
            t102 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t99, 0.0), tl.where((offs_c3 < E_c3)[:, None], t100, 0.0), input_precision="ieee")
        else:
            t102 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t99, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t100, 0.0), 0), axis=1)
        acc103 = acc103 + t102
    t104 = (acc103) * (acc103)
    t105 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t104, 0.0), axis=1, keep_dims=True)
    t106 = (t105) * (1024.0000000000005)
    t107 = tl.sqrt(t106)
    t108 = (t84) / (t107)
    t109 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t110 = (t64) * (t64)
    t111 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t110, 0.0), axis=1, keep_dims=True)
    t112 = tl.sqrt(t111)
    t113 = (t109) / (t112)
    t114 = t108 - (t113)
    t115 = (t63) * (t114)
    t116 = t115 + t113
    t117 = (t116) * (t116)
    tl.store(states118_ptr + i_c2 * states118_s0 + tl.arange(0, F_n0)[:, None] * states118_s1 + tl.arange(0, T_c2)[None, :] * states118_s2 + tl.zeros([F_n0, T_c2], tl.int32), t117)


@triton.jit
def kernel_4(states118_ptr, states118_s0, states118_s1, states118_s2, states121_ptr, states121_s0, states121_s1, states121_s2, E_c2, E_n0, F_n0: tl.constexpr, T_c2: tl.constexpr):
    # stores states121: Collect over loop h.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t119 = tl.load(states118_ptr + i_c2 * states118_s0 + tl.arange(0, F_n0)[:, None] * states118_s1 + tl.arange(0, T_c2)[None, :] * states118_s2 + tl.zeros([F_n0, T_c2], tl.int32))
    t120 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t119, 0.0), axis=1, keep_dims=True)
    tl.store(states121_ptr + i_c2 * states121_s0 + tl.arange(0, F_n0)[:, None] * states121_s1 + tl.zeros([F_n0, 1], tl.int32), t120)


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, buf41_ptr, buf41_s0, buf41_s1, m5_ptr, m5_s0, m5_s1, states54_ptr, states54_s0, states54_s1, states54_s2, states121_ptr, states121_s0, states121_s1, states121_s2, buf126_ptr, buf126_s0, buf126_s1, E_c0, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf126: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t3 = tl.load(m1_ptr + offs_c0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    t42 = tl.load(buf41_ptr + offs_n0[:, None] * buf41_s0 + offs_c0[None, :] * buf41_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t43 = (t42) * (32.00000000000001)
    t44 = tl.load(buf41_ptr + offs_n0[:, None] * buf41_s0 + offs_n2[None, :] * buf41_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t45 = (t44) * (t44)
    t46 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t45, 0.0), axis=1, keep_dims=True)
    t47 = (t46) * (1024.0000000000005)
    t48 = tl.sqrt(t47)
    t49 = (t43) / (t48)
    t50 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c0[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    acc56 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t55 = tl.load(states54_ptr + i_c2 * states54_s0 + tl.arange(0, F_n0)[:, None] * states54_s1 + tl.zeros([F_n0, 1], tl.int32))
        acc56 = acc56 + t55
    t57 = tl.sqrt(acc56)
    t58 = (t50) / (t57)
    t59 = t49 - (t58)
    t60 = (t4) * (t59)
    t61 = t60 + t58
    acc123 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t122 = tl.load(states121_ptr + i_c2 * states121_s0 + tl.arange(0, F_n0)[:, None] * states121_s1 + tl.zeros([F_n0, 1], tl.int32))
        acc123 = acc123 + t122
    t124 = tl.sqrt(acc123)
    t125 = (t61) / (t124)
    tl.store(buf126_ptr + offs_n0[:, None] * buf126_s0 + offs_c0[None, :] * buf126_s1, t125, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m13 = inputs['w_u']
    m12 = m13.permute([1, 0])
    states17 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states18 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states18_ptr=states18, states18_s0=states18.stride(0), states18_s1=states18.stride(1), states18_s2=states18.stride(2), states18_s3=states18.stride(3), E_c1=8, E_c2=32, E_n1=64, DOT_10=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_15=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    m24 = inputs['s_v']
    m23 = m24.reshape([1, 64])
    m32 = inputs['s_u']
    m31 = m32.reshape([1, 64])
    m37 = inputs['w_o']
    m36 = m37.permute([1, 0])
    buf41 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states18_ptr=states18, states18_s0=states18.stride(0), states18_s1=states18.stride(1), states18_s2=states18.stride(2), states18_s3=states18.stride(3), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), E_c1=8, E_c2=32, E_n1=64, E_n2=32, DOT_39=(T['c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    states54 = torch.full([_cdiv(32, T['c2']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c2']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), states54_ptr=states54, states54_s0=states54.stride(0), states54_s1=states54.stride(1), states54_s2=states54.stride(2), E_c2=32, E_n0=8, F_n0=_pow2(8), T_c2=T['c2'])
    states118 = torch.full([_cdiv(32, T['c2']), _pow2(8), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), states118_ptr=states118, states118_s0=states118.stride(0), states118_s1=states118.stride(1), states118_s2=states118.stride(2), E_c2=32, E_c3=64, E_n0=8, E_n2=32, DOT_101=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, DOT_66=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, DOT_75=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, DOT_81=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_86=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, DOT_95=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    states121 = torch.full([_cdiv(32, T['c2']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c2']),)](states118_ptr=states118, states118_s0=states118.stride(0), states118_s1=states118.stride(1), states118_s2=states118.stride(2), states121_ptr=states121, states121_s0=states121.stride(0), states121_s1=states121.stride(1), states121_s2=states121.stride(2), E_c2=32, E_n0=8, F_n0=_pow2(8), T_c2=T['c2'])
    buf126 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), states54_ptr=states54, states54_s0=states54.stride(0), states54_s1=states54.stride(1), states54_s2=states54.stride(2), states121_ptr=states121, states121_s0=states121.stride(0), states121_s1=states121.stride(1), states121_s2=states121.stride(2), buf126_ptr=buf126, buf126_s0=buf126.stride(0), buf126_s1=buf126.stride(1), E_c0=32, E_c2=32, E_n0=8, E_n2=32, F_n0=_pow2(8), F_n2=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    return buf126


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
