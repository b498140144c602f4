"""mhc [small], candidate 51: 8 kernel(s)

Rendered by EqiForge from candidate 51 of mhc [small]: grid(b_res.2@2) loop(x.2[64]: sum) [1 mm] ; grid(x.1@1) ; grid(b_res.2@2) ; grid(b_res.2@2) ; grid(x.1@1) loop(x.2[64]: sum) [3 mm] ; grid(x.1@1) loop(x.2[64]: sum) [2 mm] ; grid(b_res.2@2) | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid b_res.2@2[4]
    c2: loop x.2[64]

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
DEFAULT_TILES = {"c0": 16, "c1": 2, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 4, "c2": 64}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, buf12_ptr, buf12_s0, buf12_s1, buf12_s2, E_c1, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf12: Combine over grid b_res.2@2[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc11 = tl.full([F_n0, F_n2, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t4 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_n2[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t9 = tl.load(m5_ptr + offs_c2[None, :, None] * m5_s1 + offs_c1[None, None, :] * m5_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t4, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t9, 0.0), 1), axis=2)
        acc11 = acc11 + t10
    tl.store(buf12_ptr + offs_n0[:, None, None] * buf12_s0 + offs_n2[None, :, None] * buf12_s1 + offs_c1[None, None, :] * buf12_s2, acc11, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c1 < E_c1)[None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, buf17_ptr, buf17_s0, buf17_s1, buf17_s2, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf17: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t14 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t15 = (t14) * (t14)
    t16 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t15, 0.0), axis=2, keep_dims=True)
    tl.store(buf17_ptr + offs_n0[:, None, None] * buf17_s0 + offs_c0[None, :, None] * buf17_s1, t16, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None])


@triton.jit
def kernel_2(buf12_ptr, buf12_s0, buf12_s1, buf12_s2, buf17_ptr, buf17_s0, buf17_s1, buf17_s2, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, E_c1, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf22: Combine over grid b_res.2@2[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t13 = tl.load(buf12_ptr + offs_n0[:, None, None] * buf12_s0 + offs_n2[None, :, None] * buf12_s1 + offs_c1[None, None, :] * buf12_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
    t18 = tl.load(buf17_ptr + offs_n0[:, None, None] * buf17_s0 + offs_n2[None, :, None] * buf17_s1, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None], other=0).to(tl.float32)
    t19 = t18 + 6.4e-05
    t20 = tl.rsqrt(t19)
    t21 = (t13) * (t20)
    tl.store(buf22_ptr + offs_n0[:, None, None] * buf22_s0 + offs_n2[None, :, None] * buf22_s1 + offs_c1[None, None, :] * buf22_s2, t21, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c1 < E_c1)[None, None, :])


@triton.jit
def kernel_3(buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, E_c1, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf25: Combine over grid b_res.2@2[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t23 = tl.load(buf22_ptr + offs_n0[:, None, None] * buf22_s0 + offs_n2[None, :, None] * buf22_s1 + offs_c1[None, None, :] * buf22_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
    t24 = (t23) * (0.8)
    tl.store(buf25_ptr + offs_n0[:, None, None] * buf25_s0 + offs_n2[None, :, None] * buf25_s1 + offs_c1[None, None, :] * buf25_s2, t24, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c1 < E_c1)[None, None, :])


@triton.jit
def kernel_4(m2_ptr, m2_s0, m2_s1, m2_s2, m38_ptr, m38_s0, m38_s1, m38_s2, m52_ptr, m52_s0, m52_s1, m52_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m63_ptr, m63_s0, m63_s1, m63_s2, buf70_ptr, buf70_s0, buf70_s1, buf70_s2, E_c0, E_c2, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf70: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n4 = tl.arange(0, F_n4)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc44 = tl.full([F_n0, T_c0, F_n4], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t37 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t42 = tl.load(m38_ptr + offs_c2[None, :, None] * m38_s1 + offs_n4[None, None, :] * m38_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t43 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t37, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t42, 0.0), 1), axis=2)
        acc44 = acc44 + t43
    t45 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t46 = (t45) * (t45)
    t47 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t46, 0.0), axis=2, keep_dims=True)
    t48 = t47 + 6.4e-05
    t49 = tl.rsqrt(t48)
    t50 = (acc44) * (t49)
    t51 = (t50) * (0.8)
    t56 = tl.load(m52_ptr + offs_n4[None, None, :] * m52_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t57 = t51 + t56
    t58 = tl.reshape(t57, [F_n0, T_c0, 1, F_n4])
    t59 = 1.0 / (1.0 + tl.exp(-(t58)))
    t60 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n4[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t61 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t59, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t60, 0.0), 2), axis=3)
    t62 = tl.reshape(t61, [F_n0, T_c0, F_n3])
    t68 = tl.load(m63_ptr + offs_n3[None, :, None] * m63_s1 + offs_n3[None, None, :] * m63_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t69 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t62, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t68, 0.0), 1), axis=2)
    tl.store(buf70_ptr + offs_n0[:, None, None] * buf70_s0 + offs_c0[None, :, None] * buf70_s1 + offs_n3[None, None, :] * buf70_s2, t69, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n3 < E_n3)[None, None, :])


@triton.jit
def kernel_5(m2_ptr, m2_s0, m2_s1, m2_s2, m74_ptr, m74_s0, m74_s1, m74_s2, m89_ptr, m89_s0, m89_s1, m89_s2, m89_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf178_ptr, buf178_s0, buf178_s1, buf178_s2, buf178_s3, E_c0, E_c2, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf178: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    offs_n4 = tl.arange(0, F_n4)
    acc80 = tl.full([F_n0, T_c0, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t73 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t78 = tl.load(m74_ptr + offs_c2[None, :, None] * m74_s1 + offs_n3[None, None, :] * m74_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t79 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t73, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t78, 0.0), 1), axis=2)
        acc80 = acc80 + t79
    t81 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t82 = (t81) * (t81)
    t83 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t82, 0.0), axis=2, keep_dims=True)
    t84 = t83 + 6.4e-05
    t85 = tl.rsqrt(t84)
    t86 = (acc80) * (t85)
    t87 = tl.reshape(t86, [F_n0, T_c0, F_n4, F_n4])
    t88 = (t87) * (0.8)
    t93 = tl.load(m89_ptr + offs_n4[None, None, :, None] * m89_s2 + offs_n4[None, None, None, :] * m89_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t94 = t88 + t93
    t95 = tl.exp(t94)
    t96 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t95, 0.0), axis=3, keep_dims=True)
    t97 = (t95) / (t96)
    t98 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t97, 0.0), axis=2, keep_dims=True)
    t99 = (t97) / (t98)
    t100 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t99, 0.0), axis=3, keep_dims=True)
    t101 = (t99) / (t100)
    t102 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t101, 0.0), axis=2, keep_dims=True)
    t103 = (t101) / (t102)
    t104 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t103, 0.0), axis=3, keep_dims=True)
    t105 = (t103) / (t104)
    t106 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t105, 0.0), axis=2, keep_dims=True)
    t107 = (t105) / (t106)
    t108 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t107, 0.0), axis=3, keep_dims=True)
    t109 = (t107) / (t108)
    t110 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t109, 0.0), axis=2, keep_dims=True)
    t111 = (t109) / (t110)
    t112 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t111, 0.0), axis=3, keep_dims=True)
    t113 = (t111) / (t112)
    t114 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t113, 0.0), axis=2, keep_dims=True)
    t115 = (t113) / (t114)
    t116 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t115, 0.0), axis=3, keep_dims=True)
    t117 = (t115) / (t116)
    t118 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t117, 0.0), axis=2, keep_dims=True)
    t119 = (t117) / (t118)
    t120 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t119, 0.0), axis=3, keep_dims=True)
    t121 = (t119) / (t120)
    t122 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t121, 0.0), axis=2, keep_dims=True)
    t123 = (t121) / (t122)
    t124 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t123, 0.0), axis=3, keep_dims=True)
    t125 = (t123) / (t124)
    t126 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t125, 0.0), axis=2, keep_dims=True)
    t127 = (t125) / (t126)
    t128 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t127, 0.0), axis=3, keep_dims=True)
    t129 = (t127) / (t128)
    t130 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t129, 0.0), axis=2, keep_dims=True)
    t131 = (t129) / (t130)
    t132 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t131, 0.0), axis=3, keep_dims=True)
    t133 = (t131) / (t132)
    t134 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t133, 0.0), axis=2, keep_dims=True)
    t135 = (t133) / (t134)
    t136 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t135, 0.0), axis=3, keep_dims=True)
    t137 = (t135) / (t136)
    t138 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t137, 0.0), axis=2, keep_dims=True)
    t139 = (t137) / (t138)
    t140 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t139, 0.0), axis=3, keep_dims=True)
    t141 = (t139) / (t140)
    t142 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t141, 0.0), axis=2, keep_dims=True)
    t143 = (t141) / (t142)
    t144 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t143, 0.0), axis=3, keep_dims=True)
    t145 = (t143) / (t144)
    t146 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t145, 0.0), axis=2, keep_dims=True)
    t147 = (t145) / (t146)
    t148 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t147, 0.0), axis=3, keep_dims=True)
    t149 = (t147) / (t148)
    t150 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t149, 0.0), axis=2, keep_dims=True)
    t151 = (t149) / (t150)
    t152 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t151, 0.0), axis=3, keep_dims=True)
    t153 = (t151) / (t152)
    t154 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t153, 0.0), axis=2, keep_dims=True)
    t155 = (t153) / (t154)
    t156 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t155, 0.0), axis=3, keep_dims=True)
    t157 = (t155) / (t156)
    t158 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t157, 0.0), axis=2, keep_dims=True)
    t159 = (t157) / (t158)
    t160 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t159, 0.0), axis=3, keep_dims=True)
    t161 = (t159) / (t160)
    t162 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t161, 0.0), axis=2, keep_dims=True)
    t163 = (t161) / (t162)
    t164 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t163, 0.0), axis=3, keep_dims=True)
    t165 = (t163) / (t164)
    t166 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t165, 0.0), axis=2, keep_dims=True)
    t167 = (t165) / (t166)
    t168 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t167, 0.0), axis=3, keep_dims=True)
    t169 = (t167) / (t168)
    t170 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t169, 0.0), axis=2, keep_dims=True)
    t171 = (t169) / (t170)
    t172 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t171, 0.0), axis=3, keep_dims=True)
    t173 = (t171) / (t172)
    t174 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t173, 0.0), axis=2, keep_dims=True)
    t175 = (t173) / (t174)
    t176 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n4[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t177 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t175, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t176, 0.0), 2), axis=3)
    tl.store(buf178_ptr + offs_n0[:, None, None, None] * buf178_s0 + offs_c0[None, :, None, None] * buf178_s1 + offs_n4[None, None, :, None] * buf178_s2 + offs_n3[None, None, None, :] * buf178_s3, t177, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_6(buf25_ptr, buf25_s0, buf25_s1, buf25_s2, m27_ptr, m27_s0, m27_s1, m27_s2, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, buf178_ptr, buf178_s0, buf178_s1, buf178_s2, buf178_s3, buf181_ptr, buf181_s0, buf181_s1, buf181_s2, buf181_s3, E_c1, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf181: Combine over grid b_res.2@2[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t26 = tl.load(buf25_ptr + offs_n0[:, None, None] * buf25_s0 + offs_n2[None, :, None] * buf25_s1 + offs_c1[None, None, :] * buf25_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
    t31 = tl.load(m27_ptr + offs_c1[None, None, :] * m27_s2, mask=(offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
    t32 = t26 + t31
    t33 = tl.reshape(t32, [F_n0, F_n2, T_c1, 1])
    t34 = 1.0 / (1.0 + tl.exp(-(t33)))
    t35 = (t34) * (2.0)
    t71 = tl.load(m36_ptr + offs_n0[:, None, None, None] * m36_s0 + offs_n2[None, :, None, None] * m36_s1 + offs_n3[None, None, None, :] * m36_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t72 = (t35) * (t71)
    t179 = tl.load(buf178_ptr + offs_n0[:, None, None, None] * buf178_s0 + offs_n2[None, :, None, None] * buf178_s1 + offs_c1[None, None, :, None] * buf178_s2 + offs_n3[None, None, None, :] * buf178_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t180 = t72 + t179
    tl.store(buf181_ptr + offs_n0[:, None, None, None] * buf181_s0 + offs_n2[None, :, None, None] * buf181_s1 + offs_c1[None, None, :, None] * buf181_s2 + offs_n3[None, None, None, :] * buf181_s3, t180, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_7(m1_ptr, m1_s0, m1_s1, m1_s2, m188_ptr, m188_s0, m188_s1, m188_s2, m194_ptr, m194_s0, m194_s1, m194_s2, m202_ptr, m202_s0, m202_s1, m202_s2, m208_ptr, m208_s0, m208_s1, m208_s2, buf181_ptr, buf181_s0, buf181_s1, buf181_s2, buf181_s3, m218_ptr, m218_s0, m218_s1, m218_s2, m226_ptr, m226_s0, m226_s1, m226_s2, m233_ptr, m233_s0, m233_s1, m233_s2, m233_s3, buf321_ptr, buf321_s0, buf321_s1, buf321_s2, buf321_s3, E_c0, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr):
    # writes buf321: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n4 = tl.arange(0, F_n4)
    offs_n3 = tl.arange(0, F_n3)
    t182 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t183 = (t182) * (t182)
    t184 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t183, 0.0), axis=2, keep_dims=True)
    t185 = t184 + 6.4e-05
    t186 = tl.rsqrt(t185)
    t187 = (t182) * (t186)
    t191 = tl.load(m188_ptr + offs_n1[None, :, None] * m188_s1 + offs_n4[None, None, :] * m188_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t192 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t187, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t191, 0.0), 1), axis=2)
    t193 = (t192) * (0.8)
    t197 = tl.load(m194_ptr + offs_n4[None, None, :] * m194_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t198 = t193 + t197
    t199 = tl.reshape(t198, [F_n0, T_c0, F_n4, 1])
    t200 = 1.0 / (1.0 + tl.exp(-(t199)))
    t201 = (t200) * (2.0)
    t205 = tl.load(m202_ptr + offs_n1[None, :, None] * m202_s1 + offs_n4[None, None, :] * m202_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t206 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t187, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t205, 0.0), 1), axis=2)
    t207 = (t206) * (0.8)
    t211 = tl.load(m208_ptr + offs_n4[None, None, :] * m208_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t212 = t207 + t211
    t213 = tl.reshape(t212, [F_n0, T_c0, 1, F_n4])
    t214 = 1.0 / (1.0 + tl.exp(-(t213)))
    t215 = tl.load(buf181_ptr + offs_n0[:, None, None, None] * buf181_s0 + offs_c0[None, :, None, None] * buf181_s1 + offs_n4[None, None, :, None] * buf181_s2 + offs_n3[None, None, None, :] * buf181_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t216 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t214, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t215, 0.0), 2), axis=3)
    t217 = tl.reshape(t216, [F_n0, T_c0, F_n3])
    t222 = tl.load(m218_ptr + offs_n3[None, :, None] * m218_s1 + offs_n3[None, None, :] * m218_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t223 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t217, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t222, 0.0), 1), axis=2)
    t224 = tl.reshape(t223, [F_n0, T_c0, 1, F_n3])
    t225 = (t201) * (t224)
    t229 = tl.load(m226_ptr + offs_n1[None, :, None] * m226_s1 + offs_n3[None, None, :] * m226_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t230 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t187, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t229, 0.0), 1), axis=2)
    t231 = tl.reshape(t230, [F_n0, T_c0, F_n4, F_n4])
    t232 = (t231) * (0.8)
    t236 = tl.load(m233_ptr + offs_n4[None, None, :, None] * m233_s2 + offs_n4[None, None, None, :] * m233_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t237 = t232 + t236
    t238 = tl.exp(t237)
    t239 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t238, 0.0), axis=3, keep_dims=True)
    t240 = (t238) / (t239)
    t241 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t240, 0.0), axis=2, keep_dims=True)
    t242 = (t240) / (t241)
    t243 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t242, 0.0), axis=3, keep_dims=True)
    t244 = (t242) / (t243)
    t245 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t244, 0.0), axis=2, keep_dims=True)
    t246 = (t244) / (t245)
    t247 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t246, 0.0), axis=3, keep_dims=True)
    t248 = (t246) / (t247)
    t249 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t248, 0.0), axis=2, keep_dims=True)
    t250 = (t248) / (t249)
    t251 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t250, 0.0), axis=3, keep_dims=True)
    t252 = (t250) / (t251)
    t253 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t252, 0.0), axis=2, keep_dims=True)
    t254 = (t252) / (t253)
    t255 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t254, 0.0), axis=3, keep_dims=True)
    t256 = (t254) / (t255)
    t257 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t256, 0.0), axis=2, keep_dims=True)
    t258 = (t256) / (t257)
    t259 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t258, 0.0), axis=3, keep_dims=True)
    t260 = (t258) / (t259)
    t261 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t260, 0.0), axis=2, keep_dims=True)
    t262 = (t260) / (t261)
    t263 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t262, 0.0), axis=3, keep_dims=True)
    t264 = (t262) / (t263)
    t265 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t264, 0.0), axis=2, keep_dims=True)
    t266 = (t264) / (t265)
    t267 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t266, 0.0), axis=3, keep_dims=True)
    t268 = (t266) / (t267)
    t269 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t268, 0.0), axis=2, keep_dims=True)
    t270 = (t268) / (t269)
    t271 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t270, 0.0), axis=3, keep_dims=True)
    t272 = (t270) / (t271)
    t273 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t272, 0.0), axis=2, keep_dims=True)
    t274 = (t272) / (t273)
    t275 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t274, 0.0), axis=3, keep_dims=True)
    t276 = (t274) / (t275)
    t277 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t276, 0.0), axis=2, keep_dims=True)
    t278 = (t276) / (t277)
    t279 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t278, 0.0), axis=3, keep_dims=True)
    t280 = (t278) / (t279)
    t281 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t280, 0.0), axis=2, keep_dims=True)
    t282 = (t280) / (t281)
    t283 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t282, 0.0), axis=3, keep_dims=True)
    t284 = (t282) / (t283)
    t285 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t284, 0.0), axis=2, keep_dims=True)
    t286 = (t284) / (t285)
    t287 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t286, 0.0), axis=3, keep_dims=True)
    t288 = (t286) / (t287)
    t289 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t288, 0.0), axis=2, keep_dims=True)
    t290 = (t288) / (t289)
    t291 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t290, 0.0), axis=3, keep_dims=True)
    t292 = (t290) / (t291)
    t293 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t292, 0.0), axis=2, keep_dims=True)
    t294 = (t292) / (t293)
    t295 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t294, 0.0), axis=3, keep_dims=True)
    t296 = (t294) / (t295)
    t297 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t296, 0.0), axis=2, keep_dims=True)
    t298 = (t296) / (t297)
    t299 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t298, 0.0), axis=3, keep_dims=True)
    t300 = (t298) / (t299)
    t301 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t300, 0.0), axis=2, keep_dims=True)
    t302 = (t300) / (t301)
    t303 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t302, 0.0), axis=3, keep_dims=True)
    t304 = (t302) / (t303)
    t305 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t304, 0.0), axis=2, keep_dims=True)
    t306 = (t304) / (t305)
    t307 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t306, 0.0), axis=3, keep_dims=True)
    t308 = (t306) / (t307)
    t309 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t308, 0.0), axis=2, keep_dims=True)
    t310 = (t308) / (t309)
    t311 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t310, 0.0), axis=3, keep_dims=True)
    t312 = (t310) / (t311)
    t313 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t312, 0.0), axis=2, keep_dims=True)
    t314 = (t312) / (t313)
    t315 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t314, 0.0), axis=3, keep_dims=True)
    t316 = (t314) / (t315)
    t317 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t316, 0.0), axis=2, keep_dims=True)
    t318 = (t316) / (t317)
    t319 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t318, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t215, 0.0), 2), axis=3)
    t320 = t225 + t319
    tl.store(buf321_ptr + offs_n0[:, None, None, None] * buf321_s0 + offs_c0[None, :, None, None] * buf321_s1 + offs_n4[None, None, :, None] * buf321_s2 + offs_n3[None, None, None, :] * buf321_s3, t320, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    buf12 = torch.full([2, 32, 4], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), buf12_s2=buf12.stride(2), E_c1=4, E_c2=64, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf17 = torch.full([2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf17_s2=buf17.stride(2), E_c0=32, E_n0=2, E_n1=64, F_n0=_pow2(2), F_n1=_pow2(64), T_c0=T['c0'])
    buf22 = torch.full([2, 32, 4], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c1']),)](buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), buf12_s2=buf12.stride(2), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf17_s2=buf17.stride(2), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), E_c1=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c1=T['c1'])
    buf25 = torch.full([2, 32, 4], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c1']),)](buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), E_c1=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c1=T['c1'])
    m30 = inputs['b_post']
    m29 = m30.narrow(0, 0, 1)
    m28 = m29.reshape([4])
    m27 = m28.reshape([1, 1, 4])
    m41 = inputs['phi_pre']
    m40 = m41.narrow(0, 0, 1)
    m39 = m40.reshape([64, 4])
    m38 = m39.reshape([1, 64, 4])
    m55 = inputs['b_pre']
    m54 = m55.narrow(0, 0, 1)
    m53 = m54.reshape([4])
    m52 = m53.reshape([1, 1, 4])
    m67 = inputs['w_layer']
    m66 = m67.narrow(0, 0, 1)
    m65 = m66.reshape([16, 16])
    m64 = m65.permute([1, 0])
    m63 = m64.reshape([1, 16, 16])
    buf70 = torch.full([2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m63_s2=m63.stride(2), buf70_ptr=buf70, buf70_s0=buf70.stride(0), buf70_s1=buf70.stride(1), buf70_s2=buf70.stride(2), E_c0=32, E_c2=64, E_n0=2, E_n1=64, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    m36 = buf70.reshape([2, 32, 1, 16])
    m77 = inputs['phi_res']
    m76 = m77.narrow(0, 0, 1)
    m75 = m76.reshape([64, 16])
    m74 = m75.reshape([1, 64, 16])
    m92 = inputs['b_res']
    m91 = m92.narrow(0, 0, 1)
    m90 = m91.reshape([4, 4])
    m89 = m90.reshape([1, 1, 4, 4])
    buf178 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m74_ptr=m74, m74_s0=m74.stride(0), m74_s1=m74.stride(1), m74_s2=m74.stride(2), m89_ptr=m89, m89_s0=m89.stride(0), m89_s1=m89.stride(1), m89_s2=m89.stride(2), m89_s3=m89.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf178_ptr=buf178, buf178_s0=buf178.stride(0), buf178_s1=buf178.stride(1), buf178_s2=buf178.stride(2), buf178_s3=buf178.stride(3), E_c0=32, E_c2=64, E_n0=2, E_n1=64, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    buf181 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(4, T['c1']),)](buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m27_s2=m27.stride(2), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), buf178_ptr=buf178, buf178_s0=buf178.stride(0), buf178_s1=buf178.stride(1), buf178_s2=buf178.stride(2), buf178_s3=buf178.stride(3), buf181_ptr=buf181, buf181_s0=buf181.stride(0), buf181_s1=buf181.stride(1), buf181_s2=buf181.stride(2), buf181_s3=buf181.stride(3), E_c1=4, E_n0=2, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n2=_pow2(32), F_n3=_pow2(16), T_c1=T['c1'])
    m1 = buf181.reshape([2, 32, 64])
    m190 = m8.narrow(0, 1, 1)
    m189 = m190.reshape([64, 4])
    m188 = m189.reshape([1, 64, 4])
    m196 = m30.narrow(0, 1, 1)
    m195 = m196.reshape([4])
    m194 = m195.reshape([1, 1, 4])
    m204 = m41.narrow(0, 1, 1)
    m203 = m204.reshape([64, 4])
    m202 = m203.reshape([1, 64, 4])
    m210 = m55.narrow(0, 1, 1)
    m209 = m210.reshape([4])
    m208 = m209.reshape([1, 1, 4])
    m221 = m67.narrow(0, 1, 1)
    m220 = m221.reshape([16, 16])
    m219 = m220.permute([1, 0])
    m218 = m219.reshape([1, 16, 16])
    m228 = m77.narrow(0, 1, 1)
    m227 = m228.reshape([64, 16])
    m226 = m227.reshape([1, 64, 16])
    m235 = m92.narrow(0, 1, 1)
    m234 = m235.reshape([4, 4])
    m233 = m234.reshape([1, 1, 4, 4])
    buf321 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m188_ptr=m188, m188_s0=m188.stride(0), m188_s1=m188.stride(1), m188_s2=m188.stride(2), m194_ptr=m194, m194_s0=m194.stride(0), m194_s1=m194.stride(1), m194_s2=m194.stride(2), m202_ptr=m202, m202_s0=m202.stride(0), m202_s1=m202.stride(1), m202_s2=m202.stride(2), m208_ptr=m208, m208_s0=m208.stride(0), m208_s1=m208.stride(1), m208_s2=m208.stride(2), buf181_ptr=buf181, buf181_s0=buf181.stride(0), buf181_s1=buf181.stride(1), buf181_s2=buf181.stride(2), buf181_s3=buf181.stride(3), m218_ptr=m218, m218_s0=m218.stride(0), m218_s1=m218.stride(1), m218_s2=m218.stride(2), m226_ptr=m226, m226_s0=m226.stride(0), m226_s1=m226.stride(1), m226_s2=m226.stride(2), m233_ptr=m233, m233_s0=m233.stride(0), m233_s1=m233.stride(1), m233_s2=m233.stride(2), m233_s3=m233.stride(3), buf321_ptr=buf321, buf321_s0=buf321.stride(0), buf321_s1=buf321.stride(1), buf321_s2=buf321.stride(2), buf321_s3=buf321.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'])
    return buf321


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
