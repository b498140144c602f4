"""mhc [small], candidate 51: 5 kernel(s)

Rendered by EqiForge from candidate 51 of mhc [small]: store(x.2[64]) ; grid(x.1@1) loop(x.2[64]: sum) loop(x.2[64]: sum, stored) [1 mm] ; store(x_1.2[4]) ; grid(x.1@1) loop(x.2[64]: sum) loop(x.2[64]: sum, stored) loop(x.2[64]: sum) loop(x_1.2[4]: sum, stored) [5 mm] | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: loop x.2[64]
    c2: loop x_1.2[4]

Run it on its own: `python kernels/f51.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32, "c2": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 64, "c2": 4}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states15: Collect over loop x.2[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t12 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, :], t13, 0.0), axis=2, keep_dims=True)
    tl.store(states15_ptr + i_c0 * states15_s0 + i_c1 * states15_s1 + tl.arange(0, F_n0)[:, None, None] * states15_s2 + tl.arange(0, T_c0)[None, :, None] * states15_s3 + tl.zeros([F_n0, T_c0, 1], tl.int32), t14)


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m63_ptr, m63_s0, m63_s1, m63_s2, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, E_c0, E_c1, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf76: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc69 = tl.full([F_n0, T_c0, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t62 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t67 = tl.load(m63_ptr + offs_c1[None, :, None] * m63_s1 + offs_n3[None, None, :] * m63_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t68 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t62, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t67, 0.0), 1), axis=2)
        acc69 = acc69 + t68
    acc71 = tl.full([F_n0, T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t70 = tl.load(states15_ptr + i_c0 * states15_s0 + i_c1 * states15_s1 + tl.arange(0, F_n0)[:, None, None] * states15_s2 + tl.arange(0, T_c0)[None, :, None] * states15_s3 + tl.zeros([F_n0, T_c0, 1], tl.int32))
        acc71 = acc71 + t70
    t72 = acc71 + 6.4e-05
    t73 = tl.rsqrt(t72)
    t74 = (acc69) * (t73)
    t75 = (t74) * (0.8)
    tl.store(buf76_ptr + offs_n0[:, None, None] * buf76_s0 + offs_c0[None, :, None] * buf76_s1 + offs_n3[None, None, :] * buf76_s2, t75, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n3 < E_n3)[None, None, :])


@triton.jit
def kernel_2(m61_ptr, m61_s0, m61_s1, m61_s2, m61_s3, m78_ptr, m78_s0, m78_s1, m78_s2, m78_s3, states90_ptr, states90_s0, states90_s1, states90_s2, states90_s3, states90_s4, states90_s5, E_c0, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states90: Collect over loop x_1.2[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t85 = tl.load(m61_ptr + offs_n0[:, None, None, None] * m61_s0 + offs_c0[None, :, None, None] * m61_s1 + offs_n2[None, None, :, None] * m61_s2 + offs_c2[None, None, None, :] * m61_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t86 = tl.load(m78_ptr + offs_n2[None, None, :, None] * m78_s2 + offs_c2[None, None, None, :] * m78_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t87 = t85 + t86
    t88 = tl.exp(t87)
    t89 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t88, 0.0), axis=3, keep_dims=True)
    tl.store(states90_ptr + i_c0 * states90_s0 + i_c2 * states90_s1 + tl.arange(0, F_n0)[:, None, None, None] * states90_s2 + tl.arange(0, T_c0)[None, :, None, None] * states90_s3 + tl.arange(0, F_n2)[None, None, :, None] * states90_s4 + tl.zeros([F_n0, T_c0, F_n2, 1], tl.int32), t89)


@triton.jit
def kernel_3(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m32_ptr, m32_s0, m32_s1, m32_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m61_ptr, m61_s0, m61_s1, m61_s2, m61_s3, m78_ptr, m78_s0, m78_s1, m78_s2, m78_s3, states90_ptr, states90_s0, states90_s1, states90_s2, states90_s3, states90_s4, states90_s5, buf174_ptr, buf174_s0, buf174_s1, buf174_s2, buf174_s3, E_c0, E_c1, E_c2, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf174: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    acc11 = tl.full([F_n0, T_c0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t4 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t9 = tl.load(m5_ptr + offs_c1[None, :, None] * m5_s1 + offs_n2[None, None, :] * m5_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t9, 0.0), 1), axis=2)
        acc11 = acc11 + t10
    acc17 = tl.full([F_n0, T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t16 = tl.load(states15_ptr + i_c0 * states15_s0 + i_c1 * states15_s1 + tl.arange(0, F_n0)[:, None, None] * states15_s2 + tl.arange(0, T_c0)[None, :, None] * states15_s3 + tl.zeros([F_n0, T_c0, 1], tl.int32))
        acc17 = acc17 + t16
    t18 = acc17 + 6.4e-05
    t19 = tl.rsqrt(t18)
    t20 = (acc11) * (t19)
    t21 = (t20) * (0.8)
    t26 = tl.load(m22_ptr + offs_n2[None, None, :] * m22_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t27 = t21 + t26
    t28 = tl.reshape(t27, [F_n0, T_c0, F_n2, 1])
    t29 = 1.0 / (1.0 + tl.exp(-(t28)))
    t30 = (t29) * (2.0)
    acc38 = tl.full([F_n0, T_c0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t31 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t36 = tl.load(m32_ptr + offs_c1[None, :, None] * m32_s1 + offs_n2[None, None, :] * m32_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t37 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t31, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t36, 0.0), 1), axis=2)
        acc38 = acc38 + t37
    t39 = (acc38) * (t19)
    t40 = (t39) * (0.8)
    t45 = tl.load(m41_ptr + offs_n2[None, None, :] * m41_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t46 = t40 + t45
    t47 = tl.reshape(t46, [F_n0, T_c0, 1, F_n2])
    t48 = 1.0 / (1.0 + tl.exp(-(t47)))
    t49 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t50 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t48, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t49, 0.0), 2), axis=3)
    t51 = tl.reshape(t50, [F_n0, T_c0, F_n3])
    t57 = tl.load(m52_ptr + offs_n3[None, :, None] * m52_s1 + offs_n3[None, None, :] * m52_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t58 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t51, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t57, 0.0), 1), axis=2)
    t59 = tl.reshape(t58, [F_n0, T_c0, 1, F_n3])
    t60 = (t30) * (t59)
    t77 = tl.load(m61_ptr + offs_n0[:, None, None, None] * m61_s0 + offs_c0[None, :, None, None] * m61_s1 + offs_n2[None, None, :, None] * m61_s2 + offs_n2[None, None, None, :] * m61_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t82 = tl.load(m78_ptr + offs_n2[None, None, :, None] * m78_s2 + offs_n2[None, None, None, :] * m78_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t83 = t77 + t82
    t84 = tl.exp(t83)
    acc92 = tl.full([F_n0, T_c0, F_n2, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t91 = tl.load(states90_ptr + i_c0 * states90_s0 + i_c2 * states90_s1 + tl.arange(0, F_n0)[:, None, None, None] * states90_s2 + tl.arange(0, T_c0)[None, :, None, None] * states90_s3 + tl.arange(0, F_n2)[None, None, :, None] * states90_s4 + tl.zeros([F_n0, T_c0, F_n2, 1], tl.int32))
        acc92 = acc92 + t91
    t93 = (t84) / (acc92)
    t94 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t93, 0.0), axis=2, keep_dims=True)
    t95 = (t93) / (t94)
    t96 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t95, 0.0), axis=3, keep_dims=True)
    t97 = (t95) / (t96)
    t98 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t97, 0.0), axis=2, keep_dims=True)
    t99 = (t97) / (t98)
    t100 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t99, 0.0), axis=3, keep_dims=True)
    t101 = (t99) / (t100)
    t102 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t101, 0.0), axis=2, keep_dims=True)
    t103 = (t101) / (t102)
    t104 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t103, 0.0), axis=3, keep_dims=True)
    t105 = (t103) / (t104)
    t106 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t105, 0.0), axis=2, keep_dims=True)
    t107 = (t105) / (t106)
    t108 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t107, 0.0), axis=3, keep_dims=True)
    t109 = (t107) / (t108)
    t110 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t109, 0.0), axis=2, keep_dims=True)
    t111 = (t109) / (t110)
    t112 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t111, 0.0), axis=3, keep_dims=True)
    t113 = (t111) / (t112)
    t114 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t113, 0.0), axis=2, keep_dims=True)
    t115 = (t113) / (t114)
    t116 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t115, 0.0), axis=3, keep_dims=True)
    t117 = (t115) / (t116)
    t118 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t117, 0.0), axis=2, keep_dims=True)
    t119 = (t117) / (t118)
    t120 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t119, 0.0), axis=3, keep_dims=True)
    t121 = (t119) / (t120)
    t122 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t121, 0.0), axis=2, keep_dims=True)
    t123 = (t121) / (t122)
    t124 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t123, 0.0), axis=3, keep_dims=True)
    t125 = (t123) / (t124)
    t126 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t125, 0.0), axis=2, keep_dims=True)
    t127 = (t125) / (t126)
    t128 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t127, 0.0), axis=3, keep_dims=True)
    t129 = (t127) / (t128)
    t130 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t129, 0.0), axis=2, keep_dims=True)
    t131 = (t129) / (t130)
    t132 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t131, 0.0), axis=3, keep_dims=True)
    t133 = (t131) / (t132)
    t134 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t133, 0.0), axis=2, keep_dims=True)
    t135 = (t133) / (t134)
    t136 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t135, 0.0), axis=3, keep_dims=True)
    t137 = (t135) / (t136)
    t138 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t137, 0.0), axis=2, keep_dims=True)
    t139 = (t137) / (t138)
    t140 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t139, 0.0), axis=3, keep_dims=True)
    t141 = (t139) / (t140)
    t142 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t141, 0.0), axis=2, keep_dims=True)
    t143 = (t141) / (t142)
    t144 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t143, 0.0), axis=3, keep_dims=True)
    t145 = (t143) / (t144)
    t146 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t145, 0.0), axis=2, keep_dims=True)
    t147 = (t145) / (t146)
    t148 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t147, 0.0), axis=3, keep_dims=True)
    t149 = (t147) / (t148)
    t150 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t149, 0.0), axis=2, keep_dims=True)
    t151 = (t149) / (t150)
    t152 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t151, 0.0), axis=3, keep_dims=True)
    t153 = (t151) / (t152)
    t154 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t153, 0.0), axis=2, keep_dims=True)
    t155 = (t153) / (t154)
    t156 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t155, 0.0), axis=3, keep_dims=True)
    t157 = (t155) / (t156)
    t158 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t157, 0.0), axis=2, keep_dims=True)
    t159 = (t157) / (t158)
    t160 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t159, 0.0), axis=3, keep_dims=True)
    t161 = (t159) / (t160)
    t162 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t161, 0.0), axis=2, keep_dims=True)
    t163 = (t161) / (t162)
    t164 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t163, 0.0), axis=3, keep_dims=True)
    t165 = (t163) / (t164)
    t166 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t165, 0.0), axis=2, keep_dims=True)
    t167 = (t165) / (t166)
    t168 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t167, 0.0), axis=3, keep_dims=True)
    t169 = (t167) / (t168)
    t170 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t169, 0.0), axis=2, keep_dims=True)
    t171 = (t169) / (t170)
    t172 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t171, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t49, 0.0), 2), axis=3)
    t173 = t60 + t172
    tl.store(buf174_ptr + offs_n0[:, None, None, None] * buf174_s0 + offs_c0[None, :, None, None] * buf174_s1 + offs_n2[None, None, :, None] * buf174_s2 + offs_n3[None, None, None, :] * buf174_s3, t173, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m1_s2, m181_ptr, m181_s0, m181_s1, m181_s2, m187_ptr, m187_s0, m187_s1, m187_s2, m195_ptr, m195_s0, m195_s1, m195_s2, m201_ptr, m201_s0, m201_s1, m201_s2, buf174_ptr, buf174_s0, buf174_s1, buf174_s2, buf174_s3, m211_ptr, m211_s0, m211_s1, m211_s2, m219_ptr, m219_s0, m219_s1, m219_s2, m226_ptr, m226_s0, m226_s1, m226_s2, m226_s3, buf314_ptr, buf314_s0, buf314_s1, buf314_s2, buf314_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf314: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t175 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t176 = (t175) * (t175)
    t177 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t176, 0.0), axis=2, keep_dims=True)
    t178 = t177 + 6.4e-05
    t179 = tl.rsqrt(t178)
    t180 = (t175) * (t179)
    t184 = tl.load(m181_ptr + offs_n1[None, :, None] * m181_s1 + offs_n2[None, None, :] * m181_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t185 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t180, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t184, 0.0), 1), axis=2)
    t186 = (t185) * (0.8)
    t190 = tl.load(m187_ptr + offs_n2[None, None, :] * m187_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t191 = t186 + t190
    t192 = tl.reshape(t191, [F_n0, T_c0, F_n2, 1])
    t193 = 1.0 / (1.0 + tl.exp(-(t192)))
    t194 = (t193) * (2.0)
    t198 = tl.load(m195_ptr + offs_n1[None, :, None] * m195_s1 + offs_n2[None, None, :] * m195_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t199 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t180, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t198, 0.0), 1), axis=2)
    t200 = (t199) * (0.8)
    t204 = tl.load(m201_ptr + offs_n2[None, None, :] * m201_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t205 = t200 + t204
    t206 = tl.reshape(t205, [F_n0, T_c0, 1, F_n2])
    t207 = 1.0 / (1.0 + tl.exp(-(t206)))
    t208 = tl.load(buf174_ptr + offs_n0[:, None, None, None] * buf174_s0 + offs_c0[None, :, None, None] * buf174_s1 + offs_n2[None, None, :, None] * buf174_s2 + offs_n3[None, None, None, :] * buf174_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t209 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t207, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t208, 0.0), 2), axis=3)
    t210 = tl.reshape(t209, [F_n0, T_c0, F_n3])
    t215 = tl.load(m211_ptr + offs_n3[None, :, None] * m211_s1 + offs_n3[None, None, :] * m211_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t216 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t210, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t215, 0.0), 1), axis=2)
    t217 = tl.reshape(t216, [F_n0, T_c0, 1, F_n3])
    t218 = (t194) * (t217)
    t222 = tl.load(m219_ptr + offs_n1[None, :, None] * m219_s1 + offs_n3[None, None, :] * m219_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t223 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t180, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t222, 0.0), 1), axis=2)
    t224 = tl.reshape(t223, [F_n0, T_c0, F_n2, F_n2])
    t225 = (t224) * (0.8)
    t229 = tl.load(m226_ptr + offs_n2[None, None, :, None] * m226_s2 + offs_n2[None, None, None, :] * m226_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t230 = t225 + t229
    t231 = tl.exp(t230)
    t232 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t231, 0.0), axis=3, keep_dims=True)
    t233 = (t231) / (t232)
    t234 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t233, 0.0), axis=2, keep_dims=True)
    t235 = (t233) / (t234)
    t236 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t235, 0.0), axis=3, keep_dims=True)
    t237 = (t235) / (t236)
    t238 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t237, 0.0), axis=2, keep_dims=True)
    t239 = (t237) / (t238)
    t240 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t239, 0.0), axis=3, keep_dims=True)
    t241 = (t239) / (t240)
    t242 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t241, 0.0), axis=2, keep_dims=True)
    t243 = (t241) / (t242)
    t244 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t243, 0.0), axis=3, keep_dims=True)
    t245 = (t243) / (t244)
    t246 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t245, 0.0), axis=2, keep_dims=True)
    t247 = (t245) / (t246)
    t248 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t247, 0.0), axis=3, keep_dims=True)
    t249 = (t247) / (t248)
    t250 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t249, 0.0), axis=2, keep_dims=True)
    t251 = (t249) / (t250)
    t252 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t251, 0.0), axis=3, keep_dims=True)
    t253 = (t251) / (t252)
    t254 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t253, 0.0), axis=2, keep_dims=True)
    t255 = (t253) / (t254)
    t256 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t255, 0.0), axis=3, keep_dims=True)
    t257 = (t255) / (t256)
    t258 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t257, 0.0), axis=2, keep_dims=True)
    t259 = (t257) / (t258)
    t260 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t259, 0.0), axis=3, keep_dims=True)
    t261 = (t259) / (t260)
    t262 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t261, 0.0), axis=2, keep_dims=True)
    t263 = (t261) / (t262)
    t264 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t263, 0.0), axis=3, keep_dims=True)
    t265 = (t263) / (t264)
    t266 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t265, 0.0), axis=2, keep_dims=True)
    t267 = (t265) / (t266)
    t268 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t267, 0.0), axis=3, keep_dims=True)
    t269 = (t267) / (t268)
    t270 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t269, 0.0), axis=2, keep_dims=True)
    t271 = (t269) / (t270)
    t272 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t271, 0.0), axis=3, keep_dims=True)
    t273 = (t271) / (t272)
    t274 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t273, 0.0), axis=2, keep_dims=True)
    t275 = (t273) / (t274)
    t276 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t275, 0.0), axis=3, keep_dims=True)
    t277 = (t275) / (t276)
    t278 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t277, 0.0), axis=2, keep_dims=True)
    t279 = (t277) / (t278)
    t280 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t279, 0.0), axis=3, keep_dims=True)
    t281 = (t279) / (t280)
    t282 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t281, 0.0), axis=2, keep_dims=True)
    t283 = (t281) / (t282)
    t284 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t283, 0.0), axis=3, keep_dims=True)
    t285 = (t283) / (t284)
    t286 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t285, 0.0), axis=2, keep_dims=True)
    t287 = (t285) / (t286)
    t288 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t287, 0.0), axis=3, keep_dims=True)
    t289 = (t287) / (t288)
    t290 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t289, 0.0), axis=2, keep_dims=True)
    t291 = (t289) / (t290)
    t292 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t291, 0.0), axis=3, keep_dims=True)
    t293 = (t291) / (t292)
    t294 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t293, 0.0), axis=2, keep_dims=True)
    t295 = (t293) / (t294)
    t296 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t295, 0.0), axis=3, keep_dims=True)
    t297 = (t295) / (t296)
    t298 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t297, 0.0), axis=2, keep_dims=True)
    t299 = (t297) / (t298)
    t300 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t299, 0.0), axis=3, keep_dims=True)
    t301 = (t299) / (t300)
    t302 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t301, 0.0), axis=2, keep_dims=True)
    t303 = (t301) / (t302)
    t304 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t303, 0.0), axis=3, keep_dims=True)
    t305 = (t303) / (t304)
    t306 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t305, 0.0), axis=2, keep_dims=True)
    t307 = (t305) / (t306)
    t308 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t307, 0.0), axis=3, keep_dims=True)
    t309 = (t307) / (t308)
    t310 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t309, 0.0), axis=2, keep_dims=True)
    t311 = (t309) / (t310)
    t312 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t311, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t208, 0.0), 2), axis=3)
    t313 = t218 + t312
    tl.store(buf314_ptr + offs_n0[:, None, None, None] * buf314_s0 + offs_c0[None, :, None, None] * buf314_s1 + offs_n2[None, None, :, None] * buf314_s2 + offs_n3[None, None, None, :] * buf314_s3, t313, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m3 = inputs['x']
    m2 = m3.reshape([2, 32, 64])
    m8 = inputs['phi_post']
    m7 = m8.narrow(0, 0, 1)
    m6 = m7.reshape([64, 4])
    m5 = m6.reshape([1, 64, 4])
    states15 = torch.full([_cdiv(32, T['c0']), _cdiv(64, T['c1']), _pow2(2), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(64, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), E_c0=32, E_c1=64, E_n0=2, F_n0=_pow2(2), T_c0=T['c0'], T_c1=T['c1'])
    m25 = inputs['b_post']
    m24 = m25.narrow(0, 0, 1)
    m23 = m24.reshape([4])
    m22 = m23.reshape([1, 1, 4])
    m35 = inputs['phi_pre']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([64, 4])
    m32 = m33.reshape([1, 64, 4])
    m44 = inputs['b_pre']
    m43 = m44.narrow(0, 0, 1)
    m42 = m43.reshape([4])
    m41 = m42.reshape([1, 1, 4])
    m56 = inputs['w_layer']
    m55 = m56.narrow(0, 0, 1)
    m54 = m55.reshape([16, 16])
    m53 = m54.permute([1, 0])
    m52 = m53.reshape([1, 16, 16])
    m66 = inputs['phi_res']
    m65 = m66.narrow(0, 0, 1)
    m64 = m65.reshape([64, 16])
    m63 = m64.reshape([1, 64, 16])
    buf76 = torch.full([2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m63_s2=m63.stride(2), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), E_c0=32, E_c1=64, E_n0=2, E_n3=16, F_n0=_pow2(2), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m61 = buf76.reshape([2, 32, 4, 4])
    m81 = inputs['b_res']
    m80 = m81.narrow(0, 0, 1)
    m79 = m80.reshape([4, 4])
    m78 = m79.reshape([1, 1, 4, 4])
    states90 = torch.full([_cdiv(32, T['c0']), _cdiv(4, T['c2']), _pow2(2), T['c0'], _pow2(4), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']) * _cdiv(4, T['c2']),)](m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), m61_s3=m61.stride(3), m78_ptr=m78, m78_s0=m78.stride(0), m78_s1=m78.stride(1), m78_s2=m78.stride(2), m78_s3=m78.stride(3), states90_ptr=states90, states90_s0=states90.stride(0), states90_s1=states90.stride(1), states90_s2=states90.stride(2), states90_s3=states90.stride(3), states90_s4=states90.stride(4), states90_s5=states90.stride(5), E_c0=32, E_c2=4, E_n0=2, E_n2=4, F_n0=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    buf174 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), m61_s3=m61.stride(3), m78_ptr=m78, m78_s0=m78.stride(0), m78_s1=m78.stride(1), m78_s2=m78.stride(2), m78_s3=m78.stride(3), states90_ptr=states90, states90_s0=states90.stride(0), states90_s1=states90.stride(1), states90_s2=states90.stride(2), states90_s3=states90.stride(3), states90_s4=states90.stride(4), states90_s5=states90.stride(5), buf174_ptr=buf174, buf174_s0=buf174.stride(0), buf174_s1=buf174.stride(1), buf174_s2=buf174.stride(2), buf174_s3=buf174.stride(3), E_c0=32, E_c1=64, E_c2=4, E_n0=2, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf174.reshape([2, 32, 64])
    m183 = m8.narrow(0, 1, 1)
    m182 = m183.reshape([64, 4])
    m181 = m182.reshape([1, 64, 4])
    m189 = m25.narrow(0, 1, 1)
    m188 = m189.reshape([4])
    m187 = m188.reshape([1, 1, 4])
    m197 = m35.narrow(0, 1, 1)
    m196 = m197.reshape([64, 4])
    m195 = m196.reshape([1, 64, 4])
    m203 = m44.narrow(0, 1, 1)
    m202 = m203.reshape([4])
    m201 = m202.reshape([1, 1, 4])
    m214 = m56.narrow(0, 1, 1)
    m213 = m214.reshape([16, 16])
    m212 = m213.permute([1, 0])
    m211 = m212.reshape([1, 16, 16])
    m221 = m66.narrow(0, 1, 1)
    m220 = m221.reshape([64, 16])
    m219 = m220.reshape([1, 64, 16])
    m228 = m81.narrow(0, 1, 1)
    m227 = m228.reshape([4, 4])
    m226 = m227.reshape([1, 1, 4, 4])
    buf314 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m181_ptr=m181, m181_s0=m181.stride(0), m181_s1=m181.stride(1), m181_s2=m181.stride(2), m187_ptr=m187, m187_s0=m187.stride(0), m187_s1=m187.stride(1), m187_s2=m187.stride(2), m195_ptr=m195, m195_s0=m195.stride(0), m195_s1=m195.stride(1), m195_s2=m195.stride(2), m201_ptr=m201, m201_s0=m201.stride(0), m201_s1=m201.stride(1), m201_s2=m201.stride(2), buf174_ptr=buf174, buf174_s0=buf174.stride(0), buf174_s1=buf174.stride(1), buf174_s2=buf174.stride(2), buf174_s3=buf174.stride(3), m211_ptr=m211, m211_s0=m211.stride(0), m211_s1=m211.stride(1), m211_s2=m211.stride(2), m219_ptr=m219, m219_s0=m219.stride(0), m219_s1=m219.stride(1), m219_s2=m219.stride(2), m226_ptr=m226, m226_s0=m226.stride(0), m226_s1=m226.stride(1), m226_s2=m226.stride(2), m226_s3=m226.stride(3), buf314_ptr=buf314, buf314_s0=buf314.stride(0), buf314_s1=buf314.stride(1), buf314_s2=buf314.stride(2), buf314_s3=buf314.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf314


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
