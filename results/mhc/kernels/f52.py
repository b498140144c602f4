"""mhc [small], candidate 52: 7 kernel(s)

Rendered by EqiForge from candidate 52 of mhc [small]: store(x.2[64]) ; grid(x.1@1) loop(x.2[64]: sum) loop(x.2[64]: sum, stored) [1 mm] ; store(x_1.2[4]) ; store(b_res.2[4]) loop(x_1.2[4]: sum, stored) ; grid(x.1@1) loop(b_res.2[4]: sum, stored) [1 mm] ; grid(x.1@1) loop(x.2[64]: sum) loop(x.2[64]: sum, stored) loop(x.2[64]: sum) [4 mm] | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: loop x.2[64]
    c2: loop b_res.2[4]
    c3: loop x_1.2[4]

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
DEFAULT_TILES = {"c0": 16, "c1": 32, "c2": 2, "c3": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 64, "c2": 4, "c3": 4}


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
def kernel_2(m61_ptr, m61_s0, m61_s1, m61_s2, m61_s3, m78_ptr, m78_s0, m78_s1, m78_s2, m78_s3, states94_ptr, states94_s0, states94_s1, states94_s2, states94_s3, states94_s4, states94_s5, states94_s6, E_c0, E_c2, E_c3, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states94: Collect over loop x_1.2[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t89 = tl.load(m61_ptr + offs_n0[:, None, None, None] * m61_s0 + offs_c0[None, :, None, None] * m61_s1 + offs_c2[None, None, :, None] * m61_s2 + offs_c3[None, None, None, :] * m61_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t90 = tl.load(m78_ptr + offs_c2[None, None, :, None] * m78_s2 + offs_c3[None, None, None, :] * m78_s3, mask=(offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t91 = t89 + t90
    t92 = tl.exp(t91)
    t93 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t92, 0.0), axis=3, keep_dims=True)
    tl.store(states94_ptr + i_c0 * states94_s0 + i_c2 * states94_s1 + i_c3 * states94_s2 + tl.arange(0, F_n0)[:, None, None, None] * states94_s3 + tl.arange(0, T_c0)[None, :, None, None] * states94_s4 + tl.arange(0, T_c2)[None, None, :, None] * states94_s5 + tl.zeros([F_n0, T_c0, T_c2, 1], tl.int32), t93)


@triton.jit
def kernel_3(m61_ptr, m61_s0, m61_s1, m61_s2, m61_s3, m78_ptr, m78_s0, m78_s1, m78_s2, m78_s3, states94_ptr, states94_s0, states94_s1, states94_s2, states94_s3, states94_s4, states94_s5, states94_s6, states99_ptr, states99_s0, states99_s1, states99_s2, states99_s3, states99_s4, states99_s5, E_c0, E_c2, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states99: Collect over loop b_res.2[4]
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
    t85 = tl.load(m61_ptr + offs_n0[:, None, None, None] * m61_s0 + offs_c0[None, :, None, None] * m61_s1 + offs_c2[None, None, :, None] * m61_s2 + offs_n2[None, None, None, :] * m61_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t86 = tl.load(m78_ptr + offs_c2[None, None, :, None] * m78_s2 + offs_n2[None, None, None, :] * m78_s3, mask=(offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t87 = t85 + t86
    t88 = tl.exp(t87)
    acc96 = tl.full([F_n0, T_c0, T_c2, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t95 = tl.load(states94_ptr + i_c0 * states94_s0 + i_c2 * states94_s1 + i_c3 * states94_s2 + tl.arange(0, F_n0)[:, None, None, None] * states94_s3 + tl.arange(0, T_c0)[None, :, None, None] * states94_s4 + tl.arange(0, T_c2)[None, None, :, None] * states94_s5 + tl.zeros([F_n0, T_c0, T_c2, 1], tl.int32))
        acc96 = acc96 + t95
    t97 = (t88) / (acc96)
    t98 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, :, None], t97, 0.0), axis=2, keep_dims=True)
    tl.store(states99_ptr + i_c0 * states99_s0 + i_c2 * states99_s1 + tl.arange(0, F_n0)[:, None, None, None] * states99_s2 + tl.arange(0, T_c0)[None, :, None, None] * states99_s3 + tl.arange(0, F_n2)[None, None, None, :] * states99_s5 + tl.zeros([F_n0, T_c0, 1, F_n2], tl.int32), t98)


@triton.jit
def kernel_4(m61_ptr, m61_s0, m61_s1, m61_s2, m61_s3, m78_ptr, m78_s0, m78_s1, m78_s2, m78_s3, states99_ptr, states99_s0, states99_s1, states99_s2, states99_s3, states99_s4, states99_s5, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf186_ptr, buf186_s0, buf186_s1, buf186_s2, buf186_s3, E_c0, E_c2, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf186: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t77 = tl.load(m61_ptr + offs_n0[:, None, None, None] * m61_s0 + offs_c0[None, :, None, None] * m61_s1 + offs_n2[None, None, :, None] * m61_s2 + offs_n2[None, None, None, :] * m61_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t82 = tl.load(m78_ptr + offs_n2[None, None, :, None] * m78_s2 + offs_n2[None, None, None, :] * m78_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t83 = t77 + t82
    t84 = tl.exp(t83)
    acc101 = tl.full([F_n0, T_c0, 1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t100 = tl.load(states99_ptr + i_c0 * states99_s0 + i_c2 * states99_s1 + tl.arange(0, F_n0)[:, None, None, None] * states99_s2 + tl.arange(0, T_c0)[None, :, None, None] * states99_s3 + tl.arange(0, F_n2)[None, None, None, :] * states99_s5 + tl.zeros([F_n0, T_c0, 1, F_n2], tl.int32))
        acc101 = acc101 + t100
    t102 = 1.0 / (acc101)
    t103 = (t84) * (t102)
    t104 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t84, 0.0), axis=3, keep_dims=True)
    t105 = 1.0 / (t104)
    t106 = (t103) * (t105)
    t107 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t103, 0.0), axis=3, keep_dims=True)
    t108 = (t107) * (t105)
    t109 = (t106) / (t108)
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
    t172 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t171, 0.0), axis=3, keep_dims=True)
    t173 = (t171) / (t172)
    t174 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t173, 0.0), axis=2, keep_dims=True)
    t175 = (t173) / (t174)
    t176 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t175, 0.0), axis=3, keep_dims=True)
    t177 = (t175) / (t176)
    t178 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t177, 0.0), axis=2, keep_dims=True)
    t179 = (t177) / (t178)
    t180 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t179, 0.0), axis=3, keep_dims=True)
    t181 = (t179) / (t180)
    t182 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t181, 0.0), axis=2, keep_dims=True)
    t183 = (t181) / (t182)
    t184 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t185 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t183, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t184, 0.0), 2), axis=3)
    tl.store(buf186_ptr + offs_n0[:, None, None, None] * buf186_s0 + offs_c0[None, :, None, None] * buf186_s1 + offs_n2[None, None, :, None] * buf186_s2 + offs_n3[None, None, None, :] * buf186_s3, t185, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_5(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m32_ptr, m32_s0, m32_s1, m32_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m52_ptr, m52_s0, m52_s1, m52_s2, buf186_ptr, buf186_s0, buf186_s1, buf186_s2, buf186_s3, buf189_ptr, buf189_s0, buf189_s1, buf189_s2, buf189_s3, E_c0, E_c1, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf189: Combine over grid x.1@1[32]
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
    t187 = tl.load(buf186_ptr + offs_n0[:, None, None, None] * buf186_s0 + offs_c0[None, :, None, None] * buf186_s1 + offs_n2[None, None, :, None] * buf186_s2 + offs_n3[None, None, None, :] * buf186_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t188 = t60 + t187
    tl.store(buf189_ptr + offs_n0[:, None, None, None] * buf189_s0 + offs_c0[None, :, None, None] * buf189_s1 + offs_n2[None, None, :, None] * buf189_s2 + offs_n3[None, None, None, :] * buf189_s3, t188, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_6(m1_ptr, m1_s0, m1_s1, m1_s2, m196_ptr, m196_s0, m196_s1, m196_s2, m202_ptr, m202_s0, m202_s1, m202_s2, m210_ptr, m210_s0, m210_s1, m210_s2, m216_ptr, m216_s0, m216_s1, m216_s2, buf189_ptr, buf189_s0, buf189_s1, buf189_s2, buf189_s3, m226_ptr, m226_s0, m226_s1, m226_s2, m234_ptr, m234_s0, m234_s1, m234_s2, m241_ptr, m241_s0, m241_s1, m241_s2, m241_s3, buf329_ptr, buf329_s0, buf329_s1, buf329_s2, buf329_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf329: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t190 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t191 = (t190) * (t190)
    t192 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t191, 0.0), axis=2, keep_dims=True)
    t193 = t192 + 6.4e-05
    t194 = tl.rsqrt(t193)
    t195 = (t190) * (t194)
    t199 = tl.load(m196_ptr + offs_n1[None, :, None] * m196_s1 + offs_n2[None, None, :] * m196_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t200 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t195, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t199, 0.0), 1), axis=2)
    t201 = (t200) * (0.8)
    t205 = tl.load(m202_ptr + offs_n2[None, None, :] * m202_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t206 = t201 + t205
    t207 = tl.reshape(t206, [F_n0, T_c0, F_n2, 1])
    t208 = 1.0 / (1.0 + tl.exp(-(t207)))
    t209 = (t208) * (2.0)
    t213 = tl.load(m210_ptr + offs_n1[None, :, None] * m210_s1 + offs_n2[None, None, :] * m210_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t214 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t195, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t213, 0.0), 1), axis=2)
    t215 = (t214) * (0.8)
    t219 = tl.load(m216_ptr + offs_n2[None, None, :] * m216_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t220 = t215 + t219
    t221 = tl.reshape(t220, [F_n0, T_c0, 1, F_n2])
    t222 = 1.0 / (1.0 + tl.exp(-(t221)))
    t223 = tl.load(buf189_ptr + offs_n0[:, None, None, None] * buf189_s0 + offs_c0[None, :, None, None] * buf189_s1 + offs_n2[None, None, :, None] * buf189_s2 + offs_n3[None, None, None, :] * buf189_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t224 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t222, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t223, 0.0), 2), axis=3)
    t225 = tl.reshape(t224, [F_n0, T_c0, F_n3])
    t230 = tl.load(m226_ptr + offs_n3[None, :, None] * m226_s1 + offs_n3[None, None, :] * m226_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t231 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t225, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t230, 0.0), 1), axis=2)
    t232 = tl.reshape(t231, [F_n0, T_c0, 1, F_n3])
    t233 = (t209) * (t232)
    t237 = tl.load(m234_ptr + offs_n1[None, :, None] * m234_s1 + offs_n3[None, None, :] * m234_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t238 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t195, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t237, 0.0), 1), axis=2)
    t239 = tl.reshape(t238, [F_n0, T_c0, F_n2, F_n2])
    t240 = (t239) * (0.8)
    t244 = tl.load(m241_ptr + offs_n2[None, None, :, None] * m241_s2 + offs_n2[None, None, None, :] * m241_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t245 = t240 + t244
    t246 = tl.exp(t245)
    t247 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t246, 0.0), axis=3, keep_dims=True)
    t248 = (t246) / (t247)
    t249 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t248, 0.0), axis=2, keep_dims=True)
    t250 = (t248) / (t249)
    t251 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t250, 0.0), axis=3, keep_dims=True)
    t252 = (t250) / (t251)
    t253 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t252, 0.0), axis=2, keep_dims=True)
    t254 = (t252) / (t253)
    t255 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t254, 0.0), axis=3, keep_dims=True)
    t256 = (t254) / (t255)
    t257 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t256, 0.0), axis=2, keep_dims=True)
    t258 = (t256) / (t257)
    t259 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t258, 0.0), axis=3, keep_dims=True)
    t260 = (t258) / (t259)
    t261 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t260, 0.0), axis=2, keep_dims=True)
    t262 = (t260) / (t261)
    t263 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t262, 0.0), axis=3, keep_dims=True)
    t264 = (t262) / (t263)
    t265 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t264, 0.0), axis=2, keep_dims=True)
    t266 = (t264) / (t265)
    t267 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t266, 0.0), axis=3, keep_dims=True)
    t268 = (t266) / (t267)
    t269 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t268, 0.0), axis=2, keep_dims=True)
    t270 = (t268) / (t269)
    t271 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t270, 0.0), axis=3, keep_dims=True)
    t272 = (t270) / (t271)
    t273 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t272, 0.0), axis=2, keep_dims=True)
    t274 = (t272) / (t273)
    t275 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t274, 0.0), axis=3, keep_dims=True)
    t276 = (t274) / (t275)
    t277 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t276, 0.0), axis=2, keep_dims=True)
    t278 = (t276) / (t277)
    t279 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t278, 0.0), axis=3, keep_dims=True)
    t280 = (t278) / (t279)
    t281 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t280, 0.0), axis=2, keep_dims=True)
    t282 = (t280) / (t281)
    t283 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t282, 0.0), axis=3, keep_dims=True)
    t284 = (t282) / (t283)
    t285 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t284, 0.0), axis=2, keep_dims=True)
    t286 = (t284) / (t285)
    t287 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t286, 0.0), axis=3, keep_dims=True)
    t288 = (t286) / (t287)
    t289 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t288, 0.0), axis=2, keep_dims=True)
    t290 = (t288) / (t289)
    t291 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t290, 0.0), axis=3, keep_dims=True)
    t292 = (t290) / (t291)
    t293 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t292, 0.0), axis=2, keep_dims=True)
    t294 = (t292) / (t293)
    t295 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t294, 0.0), axis=3, keep_dims=True)
    t296 = (t294) / (t295)
    t297 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t296, 0.0), axis=2, keep_dims=True)
    t298 = (t296) / (t297)
    t299 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t298, 0.0), axis=3, keep_dims=True)
    t300 = (t298) / (t299)
    t301 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t300, 0.0), axis=2, keep_dims=True)
    t302 = (t300) / (t301)
    t303 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t302, 0.0), axis=3, keep_dims=True)
    t304 = (t302) / (t303)
    t305 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t304, 0.0), axis=2, keep_dims=True)
    t306 = (t304) / (t305)
    t307 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t306, 0.0), axis=3, keep_dims=True)
    t308 = (t306) / (t307)
    t309 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t308, 0.0), axis=2, keep_dims=True)
    t310 = (t308) / (t309)
    t311 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t310, 0.0), axis=3, keep_dims=True)
    t312 = (t310) / (t311)
    t313 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t312, 0.0), axis=2, keep_dims=True)
    t314 = (t312) / (t313)
    t315 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t314, 0.0), axis=3, keep_dims=True)
    t316 = (t314) / (t315)
    t317 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t316, 0.0), axis=2, keep_dims=True)
    t318 = (t316) / (t317)
    t319 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t318, 0.0), axis=3, keep_dims=True)
    t320 = (t318) / (t319)
    t321 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t320, 0.0), axis=2, keep_dims=True)
    t322 = (t320) / (t321)
    t323 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t322, 0.0), axis=3, keep_dims=True)
    t324 = (t322) / (t323)
    t325 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t324, 0.0), axis=2, keep_dims=True)
    t326 = (t324) / (t325)
    t327 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t326, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t223, 0.0), 2), axis=3)
    t328 = t233 + t327
    tl.store(buf329_ptr + offs_n0[:, None, None, None] * buf329_s0 + offs_c0[None, :, None, None] * buf329_s1 + offs_n2[None, None, :, None] * buf329_s2 + offs_n3[None, None, None, :] * buf329_s3, t328, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    states94 = torch.full([_cdiv(32, T['c0']), _cdiv(4, T['c2']), _cdiv(4, T['c3']), _pow2(2), T['c0'], T['c2'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']) * _cdiv(4, T['c2']) * _cdiv(4, T['c3']),)](m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), m61_s3=m61.stride(3), m78_ptr=m78, m78_s0=m78.stride(0), m78_s1=m78.stride(1), m78_s2=m78.stride(2), m78_s3=m78.stride(3), states94_ptr=states94, states94_s0=states94.stride(0), states94_s1=states94.stride(1), states94_s2=states94.stride(2), states94_s3=states94.stride(3), states94_s4=states94.stride(4), states94_s5=states94.stride(5), states94_s6=states94.stride(6), E_c0=32, E_c2=4, E_c3=4, E_n0=2, F_n0=_pow2(2), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    states99 = torch.full([_cdiv(32, T['c0']), _cdiv(4, T['c2']), _pow2(2), T['c0'], 1, _pow2(4)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']) * _cdiv(4, T['c2']),)](m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), m61_s3=m61.stride(3), m78_ptr=m78, m78_s0=m78.stride(0), m78_s1=m78.stride(1), m78_s2=m78.stride(2), m78_s3=m78.stride(3), states94_ptr=states94, states94_s0=states94.stride(0), states94_s1=states94.stride(1), states94_s2=states94.stride(2), states94_s3=states94.stride(3), states94_s4=states94.stride(4), states94_s5=states94.stride(5), states94_s6=states94.stride(6), states99_ptr=states99, states99_s0=states99.stride(0), states99_s1=states99.stride(1), states99_s2=states99.stride(2), states99_s3=states99.stride(3), states99_s4=states99.stride(4), states99_s5=states99.stride(5), E_c0=32, E_c2=4, E_c3=4, E_n0=2, E_n2=4, F_n0=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    buf186 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), m61_s3=m61.stride(3), m78_ptr=m78, m78_s0=m78.stride(0), m78_s1=m78.stride(1), m78_s2=m78.stride(2), m78_s3=m78.stride(3), states99_ptr=states99, states99_s0=states99.stride(0), states99_s1=states99.stride(1), states99_s2=states99.stride(2), states99_s3=states99.stride(3), states99_s4=states99.stride(4), states99_s5=states99.stride(5), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf186_ptr=buf186, buf186_s0=buf186.stride(0), buf186_s1=buf186.stride(1), buf186_s2=buf186.stride(2), buf186_s3=buf186.stride(3), E_c0=32, E_c2=4, E_n0=2, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    buf189 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), buf186_ptr=buf186, buf186_s0=buf186.stride(0), buf186_s1=buf186.stride(1), buf186_s2=buf186.stride(2), buf186_s3=buf186.stride(3), buf189_ptr=buf189, buf189_s0=buf189.stride(0), buf189_s1=buf189.stride(1), buf189_s2=buf189.stride(2), buf189_s3=buf189.stride(3), E_c0=32, E_c1=64, E_n0=2, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m1 = buf189.reshape([2, 32, 64])
    m198 = m8.narrow(0, 1, 1)
    m197 = m198.reshape([64, 4])
    m196 = m197.reshape([1, 64, 4])
    m204 = m25.narrow(0, 1, 1)
    m203 = m204.reshape([4])
    m202 = m203.reshape([1, 1, 4])
    m212 = m35.narrow(0, 1, 1)
    m211 = m212.reshape([64, 4])
    m210 = m211.reshape([1, 64, 4])
    m218 = m44.narrow(0, 1, 1)
    m217 = m218.reshape([4])
    m216 = m217.reshape([1, 1, 4])
    m229 = m56.narrow(0, 1, 1)
    m228 = m229.reshape([16, 16])
    m227 = m228.permute([1, 0])
    m226 = m227.reshape([1, 16, 16])
    m236 = m66.narrow(0, 1, 1)
    m235 = m236.reshape([64, 16])
    m234 = m235.reshape([1, 64, 16])
    m243 = m81.narrow(0, 1, 1)
    m242 = m243.reshape([4, 4])
    m241 = m242.reshape([1, 1, 4, 4])
    buf329 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m196_ptr=m196, m196_s0=m196.stride(0), m196_s1=m196.stride(1), m196_s2=m196.stride(2), m202_ptr=m202, m202_s0=m202.stride(0), m202_s1=m202.stride(1), m202_s2=m202.stride(2), m210_ptr=m210, m210_s0=m210.stride(0), m210_s1=m210.stride(1), m210_s2=m210.stride(2), m216_ptr=m216, m216_s0=m216.stride(0), m216_s1=m216.stride(1), m216_s2=m216.stride(2), buf189_ptr=buf189, buf189_s0=buf189.stride(0), buf189_s1=buf189.stride(1), buf189_s2=buf189.stride(2), buf189_s3=buf189.stride(3), m226_ptr=m226, m226_s0=m226.stride(0), m226_s1=m226.stride(1), m226_s2=m226.stride(2), m234_ptr=m234, m234_s0=m234.stride(0), m234_s1=m234.stride(1), m234_s2=m234.stride(2), m241_ptr=m241, m241_s0=m241.stride(0), m241_s1=m241.stride(1), m241_s2=m241.stride(2), m241_s3=m241.stride(3), buf329_ptr=buf329, buf329_s0=buf329.stride(0), buf329_s1=buf329.stride(1), buf329_s2=buf329.stride(2), buf329_s3=buf329.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf329


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
