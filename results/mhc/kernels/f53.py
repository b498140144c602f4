"""mhc [small], candidate 53: 6 kernel(s)

Rendered by EqiForge from candidate 53 of mhc [small]: store(x.2[64]) ; grid(x.1@1) loop(x.2[64]: sum) loop(x.2[64]: sum, stored) [3 mm] ; grid(x.1@1) loop(x.2[64]: sum) loop(x.2[64]: sum, stored) [1 mm] ; store(x_1.2[4]) ; grid(x.1@1) loop(x.2[64]: sum) loop(x.2[64]: sum, stored) loop(x_1.2[4]: sum, stored) [2 mm] | grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: loop x.2[64]
    c2: loop x_1.2[4]

Run it on its own: `python kernels/f53.py` checks it once against PyTorch on random inputs.
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
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m33_ptr, m33_s0, m33_s1, m33_s2, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, m46_ptr, m46_s0, m46_s1, m46_s2, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m57_ptr, m57_s0, m57_s1, m57_s2, buf64_ptr, buf64_s0, buf64_s1, buf64_s2, E_c0, E_c1, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf64: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    acc39 = tl.full([F_n0, T_c0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t32 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t37 = tl.load(m33_ptr + offs_c1[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t38 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t32, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t37, 0.0), 1), axis=2)
        acc39 = acc39 + t38
    acc41 = tl.full([F_n0, T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t40 = tl.load(states15_ptr + i_c0 * states15_s0 + i_c1 * states15_s1 + tl.arange(0, F_n0)[:, None, None] * states15_s2 + tl.arange(0, T_c0)[None, :, None] * states15_s3 + tl.zeros([F_n0, T_c0, 1], tl.int32))
        acc41 = acc41 + t40
    t42 = acc41 + 6.4e-05
    t43 = tl.rsqrt(t42)
    t44 = (acc39) * (t43)
    t45 = (t44) * (0.8)
    t50 = tl.load(m46_ptr + offs_n2[None, None, :] * m46_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t51 = t45 + t50
    t52 = tl.reshape(t51, [F_n0, T_c0, 1, F_n2])
    t53 = 1.0 / (1.0 + tl.exp(-(t52)))
    t54 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t55 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t53, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t54, 0.0), 2), axis=3)
    t56 = tl.reshape(t55, [F_n0, T_c0, F_n3])
    t62 = tl.load(m57_ptr + offs_n3[None, :, None] * m57_s1 + offs_n3[None, None, :] * m57_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t63 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t56, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t62, 0.0), 1), axis=2)
    tl.store(buf64_ptr + offs_n0[:, None, None] * buf64_s0 + offs_c0[None, :, None] * buf64_s1 + offs_n3[None, None, :] * buf64_s2, t63, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n3 < E_n3)[None, None, :])


@triton.jit
def kernel_2(m2_ptr, m2_s0, m2_s1, m2_s2, m69_ptr, m69_s0, m69_s1, m69_s2, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, buf82_ptr, buf82_s0, buf82_s1, buf82_s2, E_c0, E_c1, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf82: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc75 = tl.full([F_n0, T_c0, F_n3], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t68 = tl.load(m2_ptr + offs_n0[:, None, None] * m2_s0 + offs_c0[None, :, None] * m2_s1 + offs_c1[None, None, :] * m2_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t73 = tl.load(m69_ptr + offs_c1[None, :, None] * m69_s1 + offs_n3[None, None, :] * m69_s2, mask=(offs_c1 < E_c1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t74 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :], t68, 0.0), 3) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :, None], t73, 0.0), 1), axis=2)
        acc75 = acc75 + t74
    acc77 = tl.full([F_n0, T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t76 = tl.load(states15_ptr + i_c0 * states15_s0 + i_c1 * states15_s1 + tl.arange(0, F_n0)[:, None, None] * states15_s2 + tl.arange(0, T_c0)[None, :, None] * states15_s3 + tl.zeros([F_n0, T_c0, 1], tl.int32))
        acc77 = acc77 + t76
    t78 = acc77 + 6.4e-05
    t79 = tl.rsqrt(t78)
    t80 = (acc75) * (t79)
    t81 = (t80) * (0.8)
    tl.store(buf82_ptr + offs_n0[:, None, None] * buf82_s0 + offs_c0[None, :, None] * buf82_s1 + offs_n3[None, None, :] * buf82_s2, t81, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n3 < E_n3)[None, None, :])


@triton.jit
def kernel_3(m67_ptr, m67_s0, m67_s1, m67_s2, m67_s3, m84_ptr, m84_s0, m84_s1, m84_s2, m84_s3, states96_ptr, states96_s0, states96_s1, states96_s2, states96_s3, states96_s4, states96_s5, E_c0, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states96: Collect over loop x_1.2[4]
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
    t91 = tl.load(m67_ptr + offs_n0[:, None, None, None] * m67_s0 + offs_c0[None, :, None, None] * m67_s1 + offs_n2[None, None, :, None] * m67_s2 + offs_c2[None, None, None, :] * m67_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t92 = tl.load(m84_ptr + offs_n2[None, None, :, None] * m84_s2 + offs_c2[None, None, None, :] * m84_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t93 = t91 + t92
    t94 = tl.exp(t93)
    t95 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t94, 0.0), axis=3, keep_dims=True)
    tl.store(states96_ptr + i_c0 * states96_s0 + i_c2 * states96_s1 + tl.arange(0, F_n0)[:, None, None, None] * states96_s2 + tl.arange(0, T_c0)[None, :, None, None] * states96_s3 + tl.arange(0, F_n2)[None, None, :, None] * states96_s4 + tl.zeros([F_n0, T_c0, F_n2, 1], tl.int32), t95)


@triton.jit
def kernel_4(m2_ptr, m2_s0, m2_s1, m2_s2, m5_ptr, m5_s0, m5_s1, m5_s2, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m67_ptr, m67_s0, m67_s1, m67_s2, m67_s3, m84_ptr, m84_s0, m84_s1, m84_s2, m84_s3, states96_ptr, states96_s0, states96_s1, states96_s2, states96_s3, states96_s4, states96_s5, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf181_ptr, buf181_s0, buf181_s1, buf181_s2, buf181_s3, E_c0, E_c1, E_c2, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf181: Combine over grid x.1@1[32]
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
    t65 = tl.load(m31_ptr + offs_n0[:, None, None, None] * m31_s0 + offs_c0[None, :, None, None] * m31_s1 + offs_n3[None, None, None, :] * m31_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t66 = (t30) * (t65)
    t83 = tl.load(m67_ptr + offs_n0[:, None, None, None] * m67_s0 + offs_c0[None, :, None, None] * m67_s1 + offs_n2[None, None, :, None] * m67_s2 + offs_n2[None, None, None, :] * m67_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t88 = tl.load(m84_ptr + offs_n2[None, None, :, None] * m84_s2 + offs_n2[None, None, None, :] * m84_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t89 = t83 + t88
    t90 = tl.exp(t89)
    acc98 = tl.full([F_n0, T_c0, F_n2, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t97 = tl.load(states96_ptr + i_c0 * states96_s0 + i_c2 * states96_s1 + tl.arange(0, F_n0)[:, None, None, None] * states96_s2 + tl.arange(0, T_c0)[None, :, None, None] * states96_s3 + tl.arange(0, F_n2)[None, None, :, None] * states96_s4 + tl.zeros([F_n0, T_c0, F_n2, 1], tl.int32))
        acc98 = acc98 + t97
    t99 = (t90) / (acc98)
    t100 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t99, 0.0), axis=2, keep_dims=True)
    t101 = (t99) / (t100)
    t102 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t101, 0.0), axis=3, keep_dims=True)
    t103 = (t101) / (t102)
    t104 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t103, 0.0), axis=2, keep_dims=True)
    t105 = (t103) / (t104)
    t106 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t105, 0.0), axis=3, keep_dims=True)
    t107 = (t105) / (t106)
    t108 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t107, 0.0), axis=2, keep_dims=True)
    t109 = (t107) / (t108)
    t110 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t109, 0.0), axis=3, keep_dims=True)
    t111 = (t109) / (t110)
    t112 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t111, 0.0), axis=2, keep_dims=True)
    t113 = (t111) / (t112)
    t114 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t113, 0.0), axis=3, keep_dims=True)
    t115 = (t113) / (t114)
    t116 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t115, 0.0), axis=2, keep_dims=True)
    t117 = (t115) / (t116)
    t118 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t117, 0.0), axis=3, keep_dims=True)
    t119 = (t117) / (t118)
    t120 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t119, 0.0), axis=2, keep_dims=True)
    t121 = (t119) / (t120)
    t122 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t121, 0.0), axis=3, keep_dims=True)
    t123 = (t121) / (t122)
    t124 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t123, 0.0), axis=2, keep_dims=True)
    t125 = (t123) / (t124)
    t126 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t125, 0.0), axis=3, keep_dims=True)
    t127 = (t125) / (t126)
    t128 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t127, 0.0), axis=2, keep_dims=True)
    t129 = (t127) / (t128)
    t130 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t129, 0.0), axis=3, keep_dims=True)
    t131 = (t129) / (t130)
    t132 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t131, 0.0), axis=2, keep_dims=True)
    t133 = (t131) / (t132)
    t134 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t133, 0.0), axis=3, keep_dims=True)
    t135 = (t133) / (t134)
    t136 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t135, 0.0), axis=2, keep_dims=True)
    t137 = (t135) / (t136)
    t138 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t137, 0.0), axis=3, keep_dims=True)
    t139 = (t137) / (t138)
    t140 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t139, 0.0), axis=2, keep_dims=True)
    t141 = (t139) / (t140)
    t142 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t141, 0.0), axis=3, keep_dims=True)
    t143 = (t141) / (t142)
    t144 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t143, 0.0), axis=2, keep_dims=True)
    t145 = (t143) / (t144)
    t146 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t145, 0.0), axis=3, keep_dims=True)
    t147 = (t145) / (t146)
    t148 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t147, 0.0), axis=2, keep_dims=True)
    t149 = (t147) / (t148)
    t150 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t149, 0.0), axis=3, keep_dims=True)
    t151 = (t149) / (t150)
    t152 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t151, 0.0), axis=2, keep_dims=True)
    t153 = (t151) / (t152)
    t154 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t153, 0.0), axis=3, keep_dims=True)
    t155 = (t153) / (t154)
    t156 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t155, 0.0), axis=2, keep_dims=True)
    t157 = (t155) / (t156)
    t158 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t157, 0.0), axis=3, keep_dims=True)
    t159 = (t157) / (t158)
    t160 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t159, 0.0), axis=2, keep_dims=True)
    t161 = (t159) / (t160)
    t162 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t161, 0.0), axis=3, keep_dims=True)
    t163 = (t161) / (t162)
    t164 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t163, 0.0), axis=2, keep_dims=True)
    t165 = (t163) / (t164)
    t166 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t165, 0.0), axis=3, keep_dims=True)
    t167 = (t165) / (t166)
    t168 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t167, 0.0), axis=2, keep_dims=True)
    t169 = (t167) / (t168)
    t170 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t169, 0.0), axis=3, keep_dims=True)
    t171 = (t169) / (t170)
    t172 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t171, 0.0), axis=2, keep_dims=True)
    t173 = (t171) / (t172)
    t174 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t173, 0.0), axis=3, keep_dims=True)
    t175 = (t173) / (t174)
    t176 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t175, 0.0), axis=2, keep_dims=True)
    t177 = (t175) / (t176)
    t178 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t179 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t177, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t178, 0.0), 2), axis=3)
    t180 = t66 + t179
    tl.store(buf181_ptr + offs_n0[:, None, None, None] * buf181_s0 + offs_c0[None, :, None, None] * buf181_s1 + offs_n2[None, None, :, None] * buf181_s2 + offs_n3[None, None, None, :] * buf181_s3, t180, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, m1_s2, m188_ptr, m188_s0, m188_s1, m188_s2, m194_ptr, m194_s0, m194_s1, m194_s2, m202_ptr, m202_s0, m202_s1, m202_s2, m208_ptr, m208_s0, m208_s1, m208_s2, buf181_ptr, buf181_s0, buf181_s1, buf181_s2, buf181_s3, m218_ptr, m218_s0, m218_s1, m218_s2, m226_ptr, m226_s0, m226_s1, m226_s2, m233_ptr, m233_s0, m233_s1, m233_s2, m233_s3, buf321_ptr, buf321_s0, buf321_s1, buf321_s2, buf321_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf321: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t182 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t183 = (t182) * (t182)
    t184 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t183, 0.0), axis=2, keep_dims=True)
    t185 = t184 + 6.4e-05
    t186 = tl.rsqrt(t185)
    t187 = (t182) * (t186)
    t191 = tl.load(m188_ptr + offs_n1[None, :, None] * m188_s1 + offs_n2[None, None, :] * m188_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t192 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t187, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t191, 0.0), 1), axis=2)
    t193 = (t192) * (0.8)
    t197 = tl.load(m194_ptr + offs_n2[None, None, :] * m194_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t198 = t193 + t197
    t199 = tl.reshape(t198, [F_n0, T_c0, F_n2, 1])
    t200 = 1.0 / (1.0 + tl.exp(-(t199)))
    t201 = (t200) * (2.0)
    t205 = tl.load(m202_ptr + offs_n1[None, :, None] * m202_s1 + offs_n2[None, None, :] * m202_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t206 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t187, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t205, 0.0), 1), axis=2)
    t207 = (t206) * (0.8)
    t211 = tl.load(m208_ptr + offs_n2[None, None, :] * m208_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t212 = t207 + t211
    t213 = tl.reshape(t212, [F_n0, T_c0, 1, F_n2])
    t214 = 1.0 / (1.0 + tl.exp(-(t213)))
    t215 = tl.load(buf181_ptr + offs_n0[:, None, None, None] * buf181_s0 + offs_c0[None, :, None, None] * buf181_s1 + offs_n2[None, None, :, None] * buf181_s2 + offs_n3[None, None, None, :] * buf181_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t216 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t214, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t215, 0.0), 2), axis=3)
    t217 = tl.reshape(t216, [F_n0, T_c0, F_n3])
    t222 = tl.load(m218_ptr + offs_n3[None, :, None] * m218_s1 + offs_n3[None, None, :] * m218_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t223 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t217, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t222, 0.0), 1), axis=2)
    t224 = tl.reshape(t223, [F_n0, T_c0, 1, F_n3])
    t225 = (t201) * (t224)
    t229 = tl.load(m226_ptr + offs_n1[None, :, None] * m226_s1 + offs_n3[None, None, :] * m226_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t230 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t187, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t229, 0.0), 1), axis=2)
    t231 = tl.reshape(t230, [F_n0, T_c0, F_n2, F_n2])
    t232 = (t231) * (0.8)
    t236 = tl.load(m233_ptr + offs_n2[None, None, :, None] * m233_s2 + offs_n2[None, None, None, :] * m233_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t237 = t232 + t236
    t238 = tl.exp(t237)
    t239 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t238, 0.0), axis=3, keep_dims=True)
    t240 = (t238) / (t239)
    t241 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t240, 0.0), axis=2, keep_dims=True)
    t242 = (t240) / (t241)
    t243 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t242, 0.0), axis=3, keep_dims=True)
    t244 = (t242) / (t243)
    t245 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t244, 0.0), axis=2, keep_dims=True)
    t246 = (t244) / (t245)
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
    t319 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t318, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t215, 0.0), 2), axis=3)
    t320 = t225 + t319
    tl.store(buf321_ptr + offs_n0[:, None, None, None] * buf321_s0 + offs_c0[None, :, None, None] * buf321_s1 + offs_n2[None, None, :, None] * buf321_s2 + offs_n3[None, None, None, :] * buf321_s3, t320, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m36 = inputs['phi_pre']
    m35 = m36.narrow(0, 0, 1)
    m34 = m35.reshape([64, 4])
    m33 = m34.reshape([1, 64, 4])
    m49 = inputs['b_pre']
    m48 = m49.narrow(0, 0, 1)
    m47 = m48.reshape([4])
    m46 = m47.reshape([1, 1, 4])
    m61 = inputs['w_layer']
    m60 = m61.narrow(0, 0, 1)
    m59 = m60.reshape([16, 16])
    m58 = m59.permute([1, 0])
    m57 = m58.reshape([1, 16, 16])
    buf64 = torch.full([2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), buf64_ptr=buf64, buf64_s0=buf64.stride(0), buf64_s1=buf64.stride(1), buf64_s2=buf64.stride(2), E_c0=32, E_c1=64, E_n0=2, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m31 = buf64.reshape([2, 32, 1, 16])
    m72 = inputs['phi_res']
    m71 = m72.narrow(0, 0, 1)
    m70 = m71.reshape([64, 16])
    m69 = m70.reshape([1, 64, 16])
    buf82 = torch.full([2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m69_ptr=m69, m69_s0=m69.stride(0), m69_s1=m69.stride(1), m69_s2=m69.stride(2), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), buf82_s2=buf82.stride(2), E_c0=32, E_c1=64, E_n0=2, E_n3=16, F_n0=_pow2(2), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m67 = buf82.reshape([2, 32, 4, 4])
    m87 = inputs['b_res']
    m86 = m87.narrow(0, 0, 1)
    m85 = m86.reshape([4, 4])
    m84 = m85.reshape([1, 1, 4, 4])
    states96 = torch.full([_cdiv(32, T['c0']), _cdiv(4, T['c2']), _pow2(2), T['c0'], _pow2(4), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']) * _cdiv(4, T['c2']),)](m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), m67_s3=m67.stride(3), m84_ptr=m84, m84_s0=m84.stride(0), m84_s1=m84.stride(1), m84_s2=m84.stride(2), m84_s3=m84.stride(3), states96_ptr=states96, states96_s0=states96.stride(0), states96_s1=states96.stride(1), states96_s2=states96.stride(2), states96_s3=states96.stride(3), states96_s4=states96.stride(4), states96_s5=states96.stride(5), E_c0=32, E_c2=4, E_n0=2, E_n2=4, F_n0=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c2=T['c2'])
    buf181 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m5_s2=m5.stride(2), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m67_s2=m67.stride(2), m67_s3=m67.stride(3), m84_ptr=m84, m84_s0=m84.stride(0), m84_s1=m84.stride(1), m84_s2=m84.stride(2), m84_s3=m84.stride(3), states96_ptr=states96, states96_s0=states96.stride(0), states96_s1=states96.stride(1), states96_s2=states96.stride(2), states96_s3=states96.stride(3), states96_s4=states96.stride(4), states96_s5=states96.stride(5), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf181_ptr=buf181, buf181_s0=buf181.stride(0), buf181_s1=buf181.stride(1), buf181_s2=buf181.stride(2), buf181_s3=buf181.stride(3), E_c0=32, E_c1=64, E_c2=4, E_n0=2, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf181.reshape([2, 32, 64])
    m190 = m8.narrow(0, 1, 1)
    m189 = m190.reshape([64, 4])
    m188 = m189.reshape([1, 64, 4])
    m196 = m25.narrow(0, 1, 1)
    m195 = m196.reshape([4])
    m194 = m195.reshape([1, 1, 4])
    m204 = m36.narrow(0, 1, 1)
    m203 = m204.reshape([64, 4])
    m202 = m203.reshape([1, 64, 4])
    m210 = m49.narrow(0, 1, 1)
    m209 = m210.reshape([4])
    m208 = m209.reshape([1, 1, 4])
    m221 = m61.narrow(0, 1, 1)
    m220 = m221.reshape([16, 16])
    m219 = m220.permute([1, 0])
    m218 = m219.reshape([1, 16, 16])
    m228 = m72.narrow(0, 1, 1)
    m227 = m228.reshape([64, 16])
    m226 = m227.reshape([1, 64, 16])
    m235 = m87.narrow(0, 1, 1)
    m234 = m235.reshape([4, 4])
    m233 = m234.reshape([1, 1, 4, 4])
    buf321 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m188_ptr=m188, m188_s0=m188.stride(0), m188_s1=m188.stride(1), m188_s2=m188.stride(2), m194_ptr=m194, m194_s0=m194.stride(0), m194_s1=m194.stride(1), m194_s2=m194.stride(2), m202_ptr=m202, m202_s0=m202.stride(0), m202_s1=m202.stride(1), m202_s2=m202.stride(2), m208_ptr=m208, m208_s0=m208.stride(0), m208_s1=m208.stride(1), m208_s2=m208.stride(2), buf181_ptr=buf181, buf181_s0=buf181.stride(0), buf181_s1=buf181.stride(1), buf181_s2=buf181.stride(2), buf181_s3=buf181.stride(3), m218_ptr=m218, m218_s0=m218.stride(0), m218_s1=m218.stride(1), m218_s2=m218.stride(2), m226_ptr=m226, m226_s0=m226.stride(0), m226_s1=m226.stride(1), m226_s2=m226.stride(2), m233_ptr=m233, m233_s0=m233.stride(0), m233_s1=m233.stride(1), m233_s2=m233.stride(2), m233_s3=m233.stride(3), buf321_ptr=buf321, buf321_s0=buf321.stride(0), buf321_s1=buf321.stride(1), buf321_s2=buf321.stride(2), buf321_s3=buf321.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf321


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
