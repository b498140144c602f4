"""mhc [small], candidate 52: 7 kernel(s)

Rendered by EqiForge from candidate 52 of mhc [small]: grid(x.1@1) ; grid(b_res.2@2) loop(x.2[64]: sum) [1 mm] ; grid(b_res.2@2) ; grid(x.1@1) loop(x.2[64]: sum) [3 mm] ; grid(x.1@1) loop(x.2[64]: sum) [2 mm] ; grid(b_res.2@2) | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid b_res.2@2[4]
    c2: loop x.2[64]

Run it on its own: `python kernels/f52.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf15: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t12 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t13, 0.0), axis=2, keep_dims=True)
    tl.store(buf15_ptr + offs_n0[:, None, None] * buf15_s0 + offs_c0[None, :, None] * buf15_s1, t14, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf20_ptr, buf20_s0, buf20_s1, buf20_s2, E_c1, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf20: Combine over grid b_res.2@2[4]
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
    t16 = tl.load(buf15_ptr + offs_n0[:, None, None] * buf15_s0 + offs_n2[None, :, None] * buf15_s1, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None], other=0).to(tl.float32)
    t17 = t16 + 6.4e-05
    t18 = tl.rsqrt(t17)
    t19 = (acc11) * (t18)
    tl.store(buf20_ptr + offs_n0[:, None, None] * buf20_s0 + offs_n2[None, :, None] * buf20_s1 + offs_c1[None, None, :] * buf20_s2, t19, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c1 < E_c1)[None, None, :])


@triton.jit
def kernel_2(buf20_ptr, buf20_s0, buf20_s1, buf20_s2, buf23_ptr, buf23_s0, buf23_s1, buf23_s2, E_c1, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf23: Combine over grid b_res.2@2[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t21 = tl.load(buf20_ptr + offs_n0[:, None, None] * buf20_s0 + offs_n2[None, :, None] * buf20_s1 + offs_c1[None, None, :] * buf20_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
    t22 = (t21) * (0.8)
    tl.store(buf23_ptr + offs_n0[:, None, None] * buf23_s0 + offs_n2[None, :, None] * buf23_s1 + offs_c1[None, None, :] * buf23_s2, t22, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c1 < E_c1)[None, None, :])


@triton.jit
def kernel_3(m2_ptr, m2_s0, m2_s1, m2_s2, m36_ptr, m36_s0, m36_s1, m36_s2, m50_ptr, m50_s0, m50_s1, m50_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m61_ptr, m61_s0, m61_s1, m61_s2, buf68_ptr, buf68_s0, buf68_s1, buf68_s2, E_c0, E_c2, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf68: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n4 = tl.arange(0, F_n4)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    acc42 = tl.full([F_n0, T_c0, F_n4], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t35 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t40 = tl.load(m36_ptr + offs_c2[None, :, None] * m36_s1 + offs_n4[None, None, :] * m36_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
        t41 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t35, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t40, 0.0), 1), axis=2)
        acc42 = acc42 + t41
    t43 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t44 = (t43) * (t43)
    t45 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t44, 0.0), axis=2, keep_dims=True)
    t46 = t45 + 6.4e-05
    t47 = tl.rsqrt(t46)
    t48 = (acc42) * (t47)
    t49 = (t48) * (0.8)
    t54 = tl.load(m50_ptr + offs_n4[None, None, :] * m50_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t55 = t49 + t54
    t56 = tl.reshape(t55, [F_n0, T_c0, 1, F_n4])
    t57 = 1.0 / (1.0 + tl.exp(-(t56)))
    t58 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n4[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t59 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t57, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t58, 0.0), 2), axis=3)
    t60 = tl.reshape(t59, [F_n0, T_c0, F_n3])
    t66 = tl.load(m61_ptr + offs_n3[None, :, None] * m61_s1 + offs_n3[None, None, :] * m61_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t67 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t60, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t66, 0.0), 1), axis=2)
    tl.store(buf68_ptr + offs_n0[:, None, None] * buf68_s0 + offs_c0[None, :, None] * buf68_s1 + offs_n3[None, None, :] * buf68_s2, t67, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n3 < E_n3)[None, None, :])


@triton.jit
def kernel_4(m2_ptr, m2_s0, m2_s1, m2_s2, m72_ptr, m72_s0, m72_s1, m72_s2, m87_ptr, m87_s0, m87_s1, m87_s2, m87_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf176_ptr, buf176_s0, buf176_s1, buf176_s2, buf176_s3, E_c0, E_c2, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf176: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    offs_n4 = tl.arange(0, F_n4)
    acc78 = tl.full([F_n0, T_c0, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t71 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c2[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c2 < E_c2)[None, None, :], other=0).to(tl.float32)
        t76 = tl.load(m72_ptr + offs_c2[None, :, None] * m72_s1 + offs_n3[None, None, :] * m72_s2, mask=(offs_c2 < E_c2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t77 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :], t71, 0.0), 3) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :, None], t76, 0.0), 1), axis=2)
        acc78 = acc78 + t77
    t79 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_n1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t80 = (t79) * (t79)
    t81 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t80, 0.0), axis=2, keep_dims=True)
    t82 = t81 + 6.4e-05
    t83 = tl.rsqrt(t82)
    t84 = (acc78) * (t83)
    t85 = tl.reshape(t84, [F_n0, T_c0, F_n4, F_n4])
    t86 = (t85) * (0.8)
    t91 = tl.load(m87_ptr + offs_n4[None, None, :, None] * m87_s2 + offs_n4[None, None, None, :] * m87_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t92 = t86 + t91
    t93 = tl.exp(t92)
    t94 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t93, 0.0), axis=3, keep_dims=True)
    t95 = (t93) / (t94)
    t96 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t95, 0.0), axis=2, keep_dims=True)
    t97 = (t95) / (t96)
    t98 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t97, 0.0), axis=3, keep_dims=True)
    t99 = (t97) / (t98)
    t100 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t99, 0.0), axis=2, keep_dims=True)
    t101 = (t99) / (t100)
    t102 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t101, 0.0), axis=3, keep_dims=True)
    t103 = (t101) / (t102)
    t104 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t103, 0.0), axis=2, keep_dims=True)
    t105 = (t103) / (t104)
    t106 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t105, 0.0), axis=3, keep_dims=True)
    t107 = (t105) / (t106)
    t108 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t107, 0.0), axis=2, keep_dims=True)
    t109 = (t107) / (t108)
    t110 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t109, 0.0), axis=3, keep_dims=True)
    t111 = (t109) / (t110)
    t112 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t111, 0.0), axis=2, keep_dims=True)
    t113 = (t111) / (t112)
    t114 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t113, 0.0), axis=3, keep_dims=True)
    t115 = (t113) / (t114)
    t116 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t115, 0.0), axis=2, keep_dims=True)
    t117 = (t115) / (t116)
    t118 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t117, 0.0), axis=3, keep_dims=True)
    t119 = (t117) / (t118)
    t120 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t119, 0.0), axis=2, keep_dims=True)
    t121 = (t119) / (t120)
    t122 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t121, 0.0), axis=3, keep_dims=True)
    t123 = (t121) / (t122)
    t124 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t123, 0.0), axis=2, keep_dims=True)
    t125 = (t123) / (t124)
    t126 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t125, 0.0), axis=3, keep_dims=True)
    t127 = (t125) / (t126)
    t128 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t127, 0.0), axis=2, keep_dims=True)
    t129 = (t127) / (t128)
    t130 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t129, 0.0), axis=3, keep_dims=True)
    t131 = (t129) / (t130)
    t132 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t131, 0.0), axis=2, keep_dims=True)
    t133 = (t131) / (t132)
    t134 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t133, 0.0), axis=3, keep_dims=True)
    t135 = (t133) / (t134)
    t136 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t135, 0.0), axis=2, keep_dims=True)
    t137 = (t135) / (t136)
    t138 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t137, 0.0), axis=3, keep_dims=True)
    t139 = (t137) / (t138)
    t140 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t139, 0.0), axis=2, keep_dims=True)
    t141 = (t139) / (t140)
    t142 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t141, 0.0), axis=3, keep_dims=True)
    t143 = (t141) / (t142)
    t144 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t143, 0.0), axis=2, keep_dims=True)
    t145 = (t143) / (t144)
    t146 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t145, 0.0), axis=3, keep_dims=True)
    t147 = (t145) / (t146)
    t148 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t147, 0.0), axis=2, keep_dims=True)
    t149 = (t147) / (t148)
    t150 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t149, 0.0), axis=3, keep_dims=True)
    t151 = (t149) / (t150)
    t152 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t151, 0.0), axis=2, keep_dims=True)
    t153 = (t151) / (t152)
    t154 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t153, 0.0), axis=3, keep_dims=True)
    t155 = (t153) / (t154)
    t156 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t155, 0.0), axis=2, keep_dims=True)
    t157 = (t155) / (t156)
    t158 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t157, 0.0), axis=3, keep_dims=True)
    t159 = (t157) / (t158)
    t160 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t159, 0.0), axis=2, keep_dims=True)
    t161 = (t159) / (t160)
    t162 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t161, 0.0), axis=3, keep_dims=True)
    t163 = (t161) / (t162)
    t164 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t163, 0.0), axis=2, keep_dims=True)
    t165 = (t163) / (t164)
    t166 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t165, 0.0), axis=3, keep_dims=True)
    t167 = (t165) / (t166)
    t168 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t167, 0.0), axis=2, keep_dims=True)
    t169 = (t167) / (t168)
    t170 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t169, 0.0), axis=3, keep_dims=True)
    t171 = (t169) / (t170)
    t172 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t171, 0.0), axis=2, keep_dims=True)
    t173 = (t171) / (t172)
    t174 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n4[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t175 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t173, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t174, 0.0), 2), axis=3)
    tl.store(buf176_ptr + offs_n0[:, None, None, None] * buf176_s0 + offs_c0[None, :, None, None] * buf176_s1 + offs_n4[None, None, :, None] * buf176_s2 + offs_n3[None, None, None, :] * buf176_s3, t175, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_5(buf23_ptr, buf23_s0, buf23_s1, buf23_s2, m25_ptr, m25_s0, m25_s1, m25_s2, m34_ptr, m34_s0, m34_s1, m34_s2, m34_s3, buf176_ptr, buf176_s0, buf176_s1, buf176_s2, buf176_s3, buf179_ptr, buf179_s0, buf179_s1, buf179_s2, buf179_s3, E_c1, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr):
    # writes buf179: Combine over grid b_res.2@2[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t24 = tl.load(buf23_ptr + offs_n0[:, None, None] * buf23_s0 + offs_n2[None, :, None] * buf23_s1 + offs_c1[None, None, :] * buf23_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
    t29 = tl.load(m25_ptr + offs_c1[None, None, :] * m25_s2, mask=(offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
    t30 = t24 + t29
    t31 = tl.reshape(t30, [F_n0, F_n2, T_c1, 1])
    t32 = 1.0 / (1.0 + tl.exp(-(t31)))
    t33 = (t32) * (2.0)
    t69 = tl.load(m34_ptr + offs_n0[:, None, None, None] * m34_s0 + offs_n2[None, :, None, None] * m34_s1 + offs_n3[None, None, None, :] * m34_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t70 = (t33) * (t69)
    t177 = tl.load(buf176_ptr + offs_n0[:, None, None, None] * buf176_s0 + offs_n2[None, :, None, None] * buf176_s1 + offs_c1[None, None, :, None] * buf176_s2 + offs_n3[None, None, None, :] * buf176_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t178 = t70 + t177
    tl.store(buf179_ptr + offs_n0[:, None, None, None] * buf179_s0 + offs_n2[None, :, None, None] * buf179_s1 + offs_c1[None, None, :, None] * buf179_s2 + offs_n3[None, None, None, :] * buf179_s3, t178, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m186_ptr, m186_s0, m186_s1, m186_s2, m192_ptr, m192_s0, m192_s1, m192_s2, m200_ptr, m200_s0, m200_s1, m200_s2, m206_ptr, m206_s0, m206_s1, m206_s2, buf179_ptr, buf179_s0, buf179_s1, buf179_s2, buf179_s3, m216_ptr, m216_s0, m216_s1, m216_s2, m224_ptr, m224_s0, m224_s1, m224_s2, m231_ptr, m231_s0, m231_s1, m231_s2, m231_s3, buf319_ptr, buf319_s0, buf319_s1, buf319_s2, buf319_s3, E_c0, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c0: tl.constexpr):
    # writes buf319: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n4 = tl.arange(0, F_n4)
    offs_n3 = tl.arange(0, F_n3)
    t180 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t181 = (t180) * (t180)
    t182 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t181, 0.0), axis=2, keep_dims=True)
    t183 = t182 + 6.4e-05
    t184 = tl.rsqrt(t183)
    t185 = (t180) * (t184)
    t189 = tl.load(m186_ptr + offs_n1[None, :, None] * m186_s1 + offs_n4[None, None, :] * m186_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t190 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t185, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t189, 0.0), 1), axis=2)
    t191 = (t190) * (0.8)
    t195 = tl.load(m192_ptr + offs_n4[None, None, :] * m192_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t196 = t191 + t195
    t197 = tl.reshape(t196, [F_n0, T_c0, F_n4, 1])
    t198 = 1.0 / (1.0 + tl.exp(-(t197)))
    t199 = (t198) * (2.0)
    t203 = tl.load(m200_ptr + offs_n1[None, :, None] * m200_s1 + offs_n4[None, None, :] * m200_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t204 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t185, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t203, 0.0), 1), axis=2)
    t205 = (t204) * (0.8)
    t209 = tl.load(m206_ptr + offs_n4[None, None, :] * m206_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t210 = t205 + t209
    t211 = tl.reshape(t210, [F_n0, T_c0, 1, F_n4])
    t212 = 1.0 / (1.0 + tl.exp(-(t211)))
    t213 = tl.load(buf179_ptr + offs_n0[:, None, None, None] * buf179_s0 + offs_c0[None, :, None, None] * buf179_s1 + offs_n4[None, None, :, None] * buf179_s2 + offs_n3[None, None, None, :] * buf179_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t214 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t212, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t213, 0.0), 2), axis=3)
    t215 = tl.reshape(t214, [F_n0, T_c0, F_n3])
    t220 = tl.load(m216_ptr + offs_n3[None, :, None] * m216_s1 + offs_n3[None, None, :] * m216_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t221 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t215, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t220, 0.0), 1), axis=2)
    t222 = tl.reshape(t221, [F_n0, T_c0, 1, F_n3])
    t223 = (t199) * (t222)
    t227 = tl.load(m224_ptr + offs_n1[None, :, None] * m224_s1 + offs_n3[None, None, :] * m224_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t228 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t185, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t227, 0.0), 1), axis=2)
    t229 = tl.reshape(t228, [F_n0, T_c0, F_n4, F_n4])
    t230 = (t229) * (0.8)
    t234 = tl.load(m231_ptr + offs_n4[None, None, :, None] * m231_s2 + offs_n4[None, None, None, :] * m231_s3, mask=(offs_n4 < E_n4)[None, None, :, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t235 = t230 + t234
    t236 = tl.exp(t235)
    t237 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t236, 0.0), axis=3, keep_dims=True)
    t238 = (t236) / (t237)
    t239 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t238, 0.0), axis=2, keep_dims=True)
    t240 = (t238) / (t239)
    t241 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t240, 0.0), axis=3, keep_dims=True)
    t242 = (t240) / (t241)
    t243 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t242, 0.0), axis=2, keep_dims=True)
    t244 = (t242) / (t243)
    t245 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t244, 0.0), axis=3, keep_dims=True)
    t246 = (t244) / (t245)
    t247 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t246, 0.0), axis=2, keep_dims=True)
    t248 = (t246) / (t247)
    t249 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t248, 0.0), axis=3, keep_dims=True)
    t250 = (t248) / (t249)
    t251 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t250, 0.0), axis=2, keep_dims=True)
    t252 = (t250) / (t251)
    t253 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t252, 0.0), axis=3, keep_dims=True)
    t254 = (t252) / (t253)
    t255 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t254, 0.0), axis=2, keep_dims=True)
    t256 = (t254) / (t255)
    t257 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t256, 0.0), axis=3, keep_dims=True)
    t258 = (t256) / (t257)
    t259 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t258, 0.0), axis=2, keep_dims=True)
    t260 = (t258) / (t259)
    t261 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t260, 0.0), axis=3, keep_dims=True)
    t262 = (t260) / (t261)
    t263 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t262, 0.0), axis=2, keep_dims=True)
    t264 = (t262) / (t263)
    t265 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t264, 0.0), axis=3, keep_dims=True)
    t266 = (t264) / (t265)
    t267 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t266, 0.0), axis=2, keep_dims=True)
    t268 = (t266) / (t267)
    t269 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t268, 0.0), axis=3, keep_dims=True)
    t270 = (t268) / (t269)
    t271 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t270, 0.0), axis=2, keep_dims=True)
    t272 = (t270) / (t271)
    t273 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t272, 0.0), axis=3, keep_dims=True)
    t274 = (t272) / (t273)
    t275 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t274, 0.0), axis=2, keep_dims=True)
    t276 = (t274) / (t275)
    t277 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t276, 0.0), axis=3, keep_dims=True)
    t278 = (t276) / (t277)
    t279 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t278, 0.0), axis=2, keep_dims=True)
    t280 = (t278) / (t279)
    t281 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t280, 0.0), axis=3, keep_dims=True)
    t282 = (t280) / (t281)
    t283 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t282, 0.0), axis=2, keep_dims=True)
    t284 = (t282) / (t283)
    t285 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t284, 0.0), axis=3, keep_dims=True)
    t286 = (t284) / (t285)
    t287 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t286, 0.0), axis=2, keep_dims=True)
    t288 = (t286) / (t287)
    t289 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t288, 0.0), axis=3, keep_dims=True)
    t290 = (t288) / (t289)
    t291 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t290, 0.0), axis=2, keep_dims=True)
    t292 = (t290) / (t291)
    t293 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t292, 0.0), axis=3, keep_dims=True)
    t294 = (t292) / (t293)
    t295 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t294, 0.0), axis=2, keep_dims=True)
    t296 = (t294) / (t295)
    t297 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t296, 0.0), axis=3, keep_dims=True)
    t298 = (t296) / (t297)
    t299 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t298, 0.0), axis=2, keep_dims=True)
    t300 = (t298) / (t299)
    t301 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t300, 0.0), axis=3, keep_dims=True)
    t302 = (t300) / (t301)
    t303 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t302, 0.0), axis=2, keep_dims=True)
    t304 = (t302) / (t303)
    t305 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t304, 0.0), axis=3, keep_dims=True)
    t306 = (t304) / (t305)
    t307 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t306, 0.0), axis=2, keep_dims=True)
    t308 = (t306) / (t307)
    t309 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t308, 0.0), axis=3, keep_dims=True)
    t310 = (t308) / (t309)
    t311 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t310, 0.0), axis=2, keep_dims=True)
    t312 = (t310) / (t311)
    t313 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t312, 0.0), axis=3, keep_dims=True)
    t314 = (t312) / (t313)
    t315 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :, None], t314, 0.0), axis=2, keep_dims=True)
    t316 = (t314) / (t315)
    t317 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t316, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t213, 0.0), 2), axis=3)
    t318 = t223 + t317
    tl.store(buf319_ptr + offs_n0[:, None, None, None] * buf319_s0 + offs_c0[None, :, None, None] * buf319_s1 + offs_n4[None, None, :, None] * buf319_s2 + offs_n3[None, None, None, :] * buf319_s3, t318, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n4 < E_n4)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    buf15 = torch.full([2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), E_c0=32, E_n0=2, E_n1=64, F_n0=_pow2(2), F_n1=_pow2(64), T_c0=T['c0'])
    buf20 = torch.full([2, 32, 4], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c1']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), E_c1=4, E_c2=64, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf23 = torch.full([2, 32, 4], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c1']),)](buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf20_s2=buf20.stride(2), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf23_s2=buf23.stride(2), E_c1=4, E_n0=2, E_n2=32, F_n0=_pow2(2), F_n2=_pow2(32), T_c1=T['c1'])
    m28 = inputs['b_post']
    m27 = m28.narrow(0, 0, 1)
    m26 = m27.reshape([4])
    m25 = m26.reshape([1, 1, 4])
    m39 = inputs['phi_pre']
    m38 = m39.narrow(0, 0, 1)
    m37 = m38.reshape([64, 4])
    m36 = m37.reshape([1, 64, 4])
    m53 = inputs['b_pre']
    m52 = m53.narrow(0, 0, 1)
    m51 = m52.reshape([4])
    m50 = m51.reshape([1, 1, 4])
    m65 = inputs['w_layer']
    m64 = m65.narrow(0, 0, 1)
    m63 = m64.reshape([16, 16])
    m62 = m63.permute([1, 0])
    m61 = m62.reshape([1, 16, 16])
    buf68 = torch.full([2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m50_s2=m50.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), buf68_ptr=buf68, buf68_s0=buf68.stride(0), buf68_s1=buf68.stride(1), buf68_s2=buf68.stride(2), E_c0=32, E_c2=64, E_n0=2, E_n1=64, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    m34 = buf68.reshape([2, 32, 1, 16])
    m75 = inputs['phi_res']
    m74 = m75.narrow(0, 0, 1)
    m73 = m74.reshape([64, 16])
    m72 = m73.reshape([1, 64, 16])
    m90 = inputs['b_res']
    m89 = m90.narrow(0, 0, 1)
    m88 = m89.reshape([4, 4])
    m87 = m88.reshape([1, 1, 4, 4])
    buf176 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m72_ptr=m72, m72_s0=m72.stride(0), m72_s1=m72.stride(1), m72_s2=m72.stride(2), m87_ptr=m87, m87_s0=m87.stride(0), m87_s1=m87.stride(1), m87_s2=m87.stride(2), m87_s3=m87.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf176_ptr=buf176, buf176_s0=buf176.stride(0), buf176_s1=buf176.stride(1), buf176_s2=buf176.stride(2), buf176_s3=buf176.stride(3), E_c0=32, E_c2=64, E_n0=2, E_n1=64, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    buf179 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(4, T['c1']),)](buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf23_s2=buf23.stride(2), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m34_s2=m34.stride(2), m34_s3=m34.stride(3), buf176_ptr=buf176, buf176_s0=buf176.stride(0), buf176_s1=buf176.stride(1), buf176_s2=buf176.stride(2), buf176_s3=buf176.stride(3), buf179_ptr=buf179, buf179_s0=buf179.stride(0), buf179_s1=buf179.stride(1), buf179_s2=buf179.stride(2), buf179_s3=buf179.stride(3), E_c1=4, E_n0=2, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n2=_pow2(32), F_n3=_pow2(16), T_c1=T['c1'])
    m1 = buf179.reshape([2, 32, 64])
    m188 = m8.narrow(0, 1, 1)
    m187 = m188.reshape([64, 4])
    m186 = m187.reshape([1, 64, 4])
    m194 = m28.narrow(0, 1, 1)
    m193 = m194.reshape([4])
    m192 = m193.reshape([1, 1, 4])
    m202 = m39.narrow(0, 1, 1)
    m201 = m202.reshape([64, 4])
    m200 = m201.reshape([1, 64, 4])
    m208 = m53.narrow(0, 1, 1)
    m207 = m208.reshape([4])
    m206 = m207.reshape([1, 1, 4])
    m219 = m65.narrow(0, 1, 1)
    m218 = m219.reshape([16, 16])
    m217 = m218.permute([1, 0])
    m216 = m217.reshape([1, 16, 16])
    m226 = m75.narrow(0, 1, 1)
    m225 = m226.reshape([64, 16])
    m224 = m225.reshape([1, 64, 16])
    m233 = m90.narrow(0, 1, 1)
    m232 = m233.reshape([4, 4])
    m231 = m232.reshape([1, 1, 4, 4])
    buf319 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m186_ptr=m186, m186_s0=m186.stride(0), m186_s1=m186.stride(1), m186_s2=m186.stride(2), m192_ptr=m192, m192_s0=m192.stride(0), m192_s1=m192.stride(1), m192_s2=m192.stride(2), m200_ptr=m200, m200_s0=m200.stride(0), m200_s1=m200.stride(1), m200_s2=m200.stride(2), m206_ptr=m206, m206_s0=m206.stride(0), m206_s1=m206.stride(1), m206_s2=m206.stride(2), buf179_ptr=buf179, buf179_s0=buf179.stride(0), buf179_s1=buf179.stride(1), buf179_s2=buf179.stride(2), buf179_s3=buf179.stride(3), m216_ptr=m216, m216_s0=m216.stride(0), m216_s1=m216.stride(1), m216_s2=m216.stride(2), m224_ptr=m224, m224_s0=m224.stride(0), m224_s1=m224.stride(1), m224_s2=m224.stride(2), m231_ptr=m231, m231_s0=m231.stride(0), m231_s1=m231.stride(1), m231_s2=m231.stride(2), m231_s3=m231.stride(3), buf319_ptr=buf319, buf319_s0=buf319.stride(0), buf319_s1=buf319.stride(1), buf319_s2=buf319.stride(2), buf319_s3=buf319.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n3=16, E_n4=4, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), F_n4=_pow2(4), T_c0=T['c0'])
    return buf319


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
