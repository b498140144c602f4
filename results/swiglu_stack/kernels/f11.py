"""swiglu_stack [small], candidate 11: 5 kernel(s)

Rendered by EqiForge from candidate 11 of swiglu_stack [small]: grid(x.0@0) [4 mm] ; grid(x.0@0) [4 mm] ; store(w_up.1[64]) ; store(w_up.1[64]) ; grid(x.1@1) loop(w_up.1[64]: sum, stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid x.0@0[8]
    c2: loop w_up.1[64]

Run it on its own: `python kernels/f11.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 4, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m8_ptr, m8_s0, m8_s1, m24_ptr, m24_s0, m24_s1, m32_ptr, m32_s0, m32_s1, m42_ptr, m42_s0, m42_s1, m46_ptr, m46_s0, m46_s1, buf58_ptr, buf58_s0, buf58_s1, E_c1, E_n1, E_n2, DOT_13: tl.constexpr, DOT_29: tl.constexpr, DOT_37: tl.constexpr, DOT_50: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf58: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t6 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t7 = (t2) * (t6)
    t12 = tl.load(m8_ptr + offs_n2[:, None] * m8_s0 + offs_n1[None, :] * m8_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_13:
        t14 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t7, 0.0), tl.where((offs_n2 < E_n2)[:, None], t12, 0.0), input_precision="ieee")
    else:
        t14 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t7, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t12, 0.0), 0), axis=1)
    t15 = (t2) * (t2)
    t16 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t15, 0.0), axis=1, keep_dims=True)
    t17 = t16 + 0.00032
    t18 = tl.rsqrt(t17)
    t19 = (t14) * (t18)
    t20 = (t19) * (5.656854249492381)
    t21 = 1.0 / (1.0 + tl.exp(-(t20)))
    t22 = (t14) * (t21)
    t23 = (t22) * (t18)
    t28 = tl.load(m24_ptr + offs_n2[:, None] * m24_s0 + offs_n1[None, :] * m24_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_29:
        t30 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t7, 0.0), tl.where((offs_n2 < E_n2)[:, None], t28, 0.0), input_precision="ieee")
    else:
        t30 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t7, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t28, 0.0), 0), axis=1)
    t31 = (t23) * (t30)
    t36 = tl.load(m32_ptr + offs_n1[:, None] * m32_s0 + offs_n2[None, :] * m32_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_37:
        t38 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t31, 0.0), tl.where((offs_n1 < E_n1)[:, None], t36, 0.0), input_precision="ieee")
    else:
        t38 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t36, 0.0), 0), axis=1)
    t39 = (t38) * (t18)
    t40 = (t39) * (32.00000000000001)
    t41 = t40 + t2
    t44 = tl.load(m42_ptr + offs_n2[None, :] * m42_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t45 = (t41) * (t44)
    t49 = tl.load(m46_ptr + offs_n2[:, None] * m46_s0 + offs_n1[None, :] * m46_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_50:
        t51 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t45, 0.0), tl.where((offs_n2 < E_n2)[:, None], t49, 0.0), input_precision="ieee")
    else:
        t51 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t45, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t49, 0.0), 0), axis=1)
    t52 = (t41) * (t41)
    t53 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t52, 0.0), axis=1, keep_dims=True)
    t54 = t53 + 0.00032
    t55 = (t54) * (0.03125)
    t56 = tl.rsqrt(t55)
    t57 = (t51) * (t56)
    tl.store(buf58_ptr + offs_c1[:, None] * buf58_s0 + offs_n1[None, :] * buf58_s1, t57, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m8_ptr, m8_s0, m8_s1, m24_ptr, m24_s0, m24_s1, m32_ptr, m32_s0, m32_s1, m42_ptr, m42_s0, m42_s1, m89_ptr, m89_s0, m89_s1, buf101_ptr, buf101_s0, buf101_s1, E_c1, E_n1, E_n2, DOT_66: tl.constexpr, DOT_78: tl.constexpr, DOT_82: tl.constexpr, DOT_93: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf101: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t62 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t63 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t64 = (t62) * (t63)
    t65 = tl.load(m8_ptr + offs_n2[:, None] * m8_s0 + offs_n1[None, :] * m8_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_66:
        t67 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t64, 0.0), tl.where((offs_n2 < E_n2)[:, None], t65, 0.0), input_precision="ieee")
    else:
        t67 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t64, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t65, 0.0), 0), axis=1)
    t68 = (t62) * (t62)
    t69 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t68, 0.0), axis=1, keep_dims=True)
    t70 = t69 + 0.00032
    t71 = tl.rsqrt(t70)
    t72 = (t67) * (t71)
    t73 = (t72) * (5.656854249492381)
    t74 = 1.0 / (1.0 + tl.exp(-(t73)))
    t75 = (t67) * (t74)
    t76 = (t75) * (t71)
    t77 = tl.load(m24_ptr + offs_n2[:, None] * m24_s0 + offs_n1[None, :] * m24_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_78:
        t79 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t64, 0.0), tl.where((offs_n2 < E_n2)[:, None], t77, 0.0), input_precision="ieee")
    else:
        t79 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t64, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t77, 0.0), 0), axis=1)
    t80 = (t76) * (t79)
    t81 = tl.load(m32_ptr + offs_n1[:, None] * m32_s0 + offs_n2[None, :] * m32_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_82:
        t83 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t80, 0.0), tl.where((offs_n1 < E_n1)[:, None], t81, 0.0), input_precision="ieee")
    else:
        t83 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t80, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t81, 0.0), 0), axis=1)
    t84 = (t83) * (t71)
    t85 = (t84) * (32.00000000000001)
    t86 = t85 + t62
    t87 = tl.load(m42_ptr + offs_n2[None, :] * m42_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t88 = (t86) * (t87)
    t92 = tl.load(m89_ptr + offs_n2[:, None] * m89_s0 + offs_n1[None, :] * m89_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_93:
        t94 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t88, 0.0), tl.where((offs_n2 < E_n2)[:, None], t92, 0.0), input_precision="ieee")
    else:
        t94 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t88, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t92, 0.0), 0), axis=1)
    t95 = (t86) * (t86)
    t96 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t95, 0.0), axis=1, keep_dims=True)
    t97 = t96 + 0.00032
    t98 = tl.rsqrt(t97)
    t99 = (t94) * (t98)
    t100 = (t99) * (5.656854249492381)
    tl.store(buf101_ptr + offs_c1[:, None] * buf101_s0 + offs_n1[None, :] * buf101_s1, t100, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m8_ptr, m8_s0, m8_s1, m24_ptr, m24_s0, m24_s1, states132_ptr, states132_s0, states132_s1, states132_s2, E_c2, E_n0, E_n2, DOT_114: tl.constexpr, DOT_128: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # stores states132: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t110 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t111 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t112 = (t110) * (t111)
    t113 = tl.load(m8_ptr + offs_n2[:, None] * m8_s0 + offs_c2[None, :] * m8_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_114:
        t115 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t112, 0.0), tl.where((offs_n2 < E_n2)[:, None], t113, 0.0), input_precision="ieee")
    else:
        t115 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t112, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t113, 0.0), 0), axis=1)
    t116 = (t110) * (t110)
    t117 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t116, 0.0), axis=1, keep_dims=True)
    t118 = t117 + 0.00032
    t119 = tl.rsqrt(t118)
    t120 = (t115) * (t119)
    t121 = (t117) * (0.03125)
    t122 = t121 + 1e-05
    t123 = tl.rsqrt(t122)
    t124 = (t115) * (t123)
    t125 = 1.0 / (1.0 + tl.exp(-(t124)))
    t126 = (t120) * (t125)
    t127 = tl.load(m24_ptr + offs_n2[:, None] * m24_s0 + offs_c2[None, :] * m24_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_128:
        t129 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t112, 0.0), tl.where((offs_n2 < E_n2)[:, None], t127, 0.0), input_precision="ieee")
    else:
        t129 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t112, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t127, 0.0), 0), axis=1)
    t130 = (t129) * (t119)
    t131 = (t126) * (t130)
    tl.store(states132_ptr + i_c2 * states132_s0 + tl.arange(0, F_n0)[:, None] * states132_s1 + tl.arange(0, T_c2)[None, :] * states132_s2 + tl.zeros([F_n0, T_c2], tl.int32), t131)


@triton.jit
def kernel_3(states132_ptr, states132_s0, states132_s1, states132_s2, m32_ptr, m32_s0, m32_s1, states137_ptr, states137_s0, states137_s1, states137_s2, states137_s3, E_c0, E_c2, E_n0, DOT_135: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states137: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t133 = tl.load(states132_ptr + i_c2 * states132_s0 + tl.arange(0, F_n0)[:, None] * states132_s1 + tl.arange(0, T_c2)[None, :] * states132_s2 + tl.zeros([F_n0, T_c2], tl.int32))
    t134 = tl.load(m32_ptr + offs_c2[:, None] * m32_s0 + offs_c0[None, :] * m32_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_135:
        t136 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t133, 0.0), tl.where((offs_c2 < E_c2)[:, None], t134, 0.0), input_precision="ieee")
    else:
        t136 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t133, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t134, 0.0), 0), axis=1)
    tl.store(states137_ptr + i_c0 * states137_s0 + i_c2 * states137_s1 + tl.arange(0, F_n0)[:, None] * states137_s2 + tl.arange(0, T_c0)[None, :] * states137_s3 + tl.zeros([F_n0, T_c0], tl.int32), t136)


@triton.jit
def kernel_4(buf58_ptr, buf58_s0, buf58_s1, buf101_ptr, buf101_s0, buf101_s1, m104_ptr, m104_s0, m104_s1, states137_ptr, states137_s0, states137_s1, states137_s2, states137_s3, m1_ptr, m1_s0, m1_s1, buf144_ptr, buf144_s0, buf144_s1, E_c0, E_c2, E_n0, E_n1, DOT_108: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf144: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t59 = tl.load(buf58_ptr + offs_n0[:, None] * buf58_s0 + offs_n1[None, :] * buf58_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t60 = 1.0 / (1.0 + tl.exp(-(t59)))
    t61 = (t59) * (t60)
    t102 = tl.load(buf101_ptr + offs_n0[:, None] * buf101_s0 + offs_n1[None, :] * buf101_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t103 = (t61) * (t102)
    t107 = tl.load(m104_ptr + offs_n1[:, None] * m104_s0 + offs_c0[None, :] * m104_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_108:
        t109 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t103, 0.0), tl.where((offs_n1 < E_n1)[:, None], t107, 0.0), input_precision="ieee")
    else:
        t109 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t103, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t107, 0.0), 0), axis=1)
    acc139 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t138 = tl.load(states137_ptr + i_c0 * states137_s0 + i_c2 * states137_s1 + tl.arange(0, F_n0)[:, None] * states137_s2 + tl.arange(0, T_c0)[None, :] * states137_s3 + tl.zeros([F_n0, T_c0], tl.int32))
        acc139 = acc139 + t138
    t140 = (acc139) * (32.00000000000001)
    t141 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t142 = t140 + t141
    t143 = t109 + t142
    tl.store(buf144_ptr + offs_n0[:, None] * buf144_s0 + offs_c0[None, :] * buf144_s1, t143, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m27 = inputs['w_up']
    m26 = m27.narrow(0, 0, 1)
    m25 = m26.reshape([64, 32])
    m24 = m25.permute([1, 0])
    m35 = inputs['w_down']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([32, 64])
    m32 = m33.permute([1, 0])
    m43 = m5.narrow(0, 1, 1)
    m42 = m43.reshape([1, 32])
    m48 = m11.narrow(0, 1, 1)
    m47 = m48.reshape([64, 32])
    m46 = m47.permute([1, 0])
    buf58 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), E_c1=8, E_n1=64, E_n2=32, DOT_13=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_29=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_37=(T['c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, DOT_50=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'])
    m91 = m27.narrow(0, 1, 1)
    m90 = m91.reshape([64, 32])
    m89 = m90.permute([1, 0])
    buf101 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m89_ptr=m89, m89_s0=m89.stride(0), m89_s1=m89.stride(1), buf101_ptr=buf101, buf101_s0=buf101.stride(0), buf101_s1=buf101.stride(1), E_c1=8, E_n1=64, E_n2=32, DOT_66=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_78=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_82=(T['c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, DOT_93=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'])
    m106 = m35.narrow(0, 1, 1)
    m105 = m106.reshape([32, 64])
    m104 = m105.permute([1, 0])
    states132 = torch.full([_cdiv(64, T['c2']), _pow2(8), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), states132_ptr=states132, states132_s0=states132.stride(0), states132_s1=states132.stride(1), states132_s2=states132.stride(2), E_c2=64, E_n0=8, E_n2=32, DOT_114=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_128=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c2=T['c2'])
    states137 = torch.full([_cdiv(32, T['c0']), _cdiv(64, T['c2']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']) * _cdiv(64, T['c2']),)](states132_ptr=states132, states132_s0=states132.stride(0), states132_s1=states132.stride(1), states132_s2=states132.stride(2), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), states137_ptr=states137, states137_s0=states137.stride(0), states137_s1=states137.stride(1), states137_s2=states137.stride(2), states137_s3=states137.stride(3), E_c0=32, E_c2=64, E_n0=8, DOT_135=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), T_c0=T['c0'], T_c2=T['c2'])
    buf144 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), buf101_ptr=buf101, buf101_s0=buf101.stride(0), buf101_s1=buf101.stride(1), m104_ptr=m104, m104_s0=m104.stride(0), m104_s1=m104.stride(1), states137_ptr=states137, states137_s0=states137.stride(0), states137_s1=states137.stride(1), states137_s2=states137.stride(2), states137_s3=states137.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf144_ptr=buf144, buf144_s0=buf144.stride(0), buf144_s1=buf144.stride(1), E_c0=32, E_c2=64, E_n0=8, E_n1=64, DOT_108=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    return buf144


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
