"""qknorm_mla [small], candidate 113: 6 kernel(s)

Rendered by EqiForge from candidate 113 of qknorm_mla [small]: store(c_kv.1[32]) loop(q.3[16]: sum) ; store(c_kv.1[32]) ; grid(q.1@1) loop(c_kv.1[32]: max, stored) ; store(c_kv.1[32]) loop(q.3[16]: sum) ; grid(c_kv.2@3) loop(c_kv.1[32]: pair(sum, sum), stored) loop(c_kv.1[32]: rescale) {loop(q.3[16]: sum)} [3 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) loop(cut0.3[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: loop cut0.3[64]
    c4: grid c_kv.2@3[64]
    c5: loop c_kv.1[32]
    c6: loop q.3[16]
    c7: grid q.1@1[4]

Run it on its own: `python kernels/f113.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 32, "c5": 16, "c6": 8, "c7": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 64, "c4": 64, "c5": 32, "c6": 16, "c7": 4}


@triton.jit
def kernel_0(m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m54_ptr, m54_s0, m54_s1, m54_s2, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m24_ptr, m24_s0, m24_s1, m24_s2, m28_ptr, m28_s0, m28_s1, m28_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m33_ptr, m33_s0, m33_s1, m33_s2, states126_ptr, states126_s0, states126_s1, states126_s2, states126_s3, states126_s4, states126_s5, E_c5, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # stores states126: Collect over loop c_kv.1[32]
    pid = tl.program_id(0)
    i_c7 = pid % tl.cdiv(E_c7, T_c7)
    pid = pid // tl.cdiv(E_c7, T_c7)
    offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc80 = tl.full([F_n0, T_c7, 1, F_n3], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t75 = tl.load(m41_ptr + offs_n0[:, None, None, None] * m41_s0 + offs_c7[None, :, None, None] * m41_s1 + offs_c6[None, None, None, :] * m41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t76 = tl.load(m43_ptr + offs_c6[None, None, None, :] * m43_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t77 = (t75) * (t76)
        t78 = tl.load(m47_ptr + offs_c7[None, :, None, None] * m47_s1 + offs_c6[None, None, :, None] * m47_s2 + offs_n3[None, None, None, :] * m47_s3, mask=(offs_c7 < E_c7)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t79 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t77, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t78, 0.0), 2), axis=3)
        acc80 = acc80 + t79
    t81 = tl.load(m52_ptr + offs_n0[:, None, None] * m52_s0 + offs_c5[None, :, None] * m52_s1 + offs_n3[None, None, :] * m52_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t82 = tl.load(m54_ptr + offs_n3[None, None, :] * m54_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t83 = (t81) * (t82)
    t84 = (t81) * (t81)
    t85 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :], t84, 0.0), axis=2, keep_dims=True)
    t86 = t85 + 6.4e-05
    t87 = tl.rsqrt(t86)
    t88 = (t83) * (t87)
    t89 = tl.reshape(t88, [F_n0, 1, T_c5, F_n3])
    t90 = (t89) * (8.0)
    t91 = tl.permute(t90, (0, 1, 3, 2))
    t92 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], acc80, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t91, 0.0), 2), axis=3)
    t93 = tl.load(m41_ptr + offs_n0[:, None, None, None] * m41_s0 + offs_c7[None, :, None, None] * m41_s1 + offs_n4[None, None, None, :] * m41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t94 = (t93) * (t93)
    t95 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t94, 0.0), axis=3, keep_dims=True)
    t96 = (t95) * (0.0625)
    t97 = t96 + 1e-06
    t98 = tl.rsqrt(t97)
    t99 = (t92) * (t98)
    t100 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_c7[None, :, None, None] * m8_s1 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t101 = -(t100)
    t102 = tl.load(m11_ptr + offs_n0[:, None, None, None] * m11_s0 + offs_c7[None, :, None, None] * m11_s1 + offs_n1[None, None, None, :] * m11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i103 = offs_n2[None, None, None, :] + tl.zeros([F_n0, T_c7, 1, F_n2], tl.int32)
    t104 = tl.where(i103 < 4, tl.gather(t101, tl.minimum(i103, F_n1 - 1), 3), tl.gather(t102, tl.minimum(tl.maximum(i103 - 4, 0), F_n1 - 1), 3))
    t105 = tl.load(m15_ptr + offs_n2[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t106 = (t104) * (t105)
    t107 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c7[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t108 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t109 = (t107) * (t108)
    t110 = t106 + t109
    t111 = tl.load(m20_ptr + offs_n0[:, None, None] * m20_s0 + offs_c5[None, :, None] * m20_s1 + offs_n1[None, None, :] * m20_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t112 = -(t111)
    t113 = tl.load(m24_ptr + offs_n0[:, None, None] * m24_s0 + offs_c5[None, :, None] * m24_s1 + offs_n1[None, None, :] * m24_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i114 = offs_n2[None, None, :] + tl.zeros([F_n0, T_c5, F_n2], tl.int32)
    t115 = tl.where(i114 < 4, tl.gather(t112, tl.minimum(i114, F_n1 - 1), 2), tl.gather(t113, tl.minimum(tl.maximum(i114 - 4, 0), F_n1 - 1), 2))
    t116 = tl.load(m28_ptr + offs_c5[None, :, None] * m28_s1 + offs_n2[None, None, :] * m28_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t117 = (t115) * (t116)
    t118 = tl.load(m21_ptr + offs_n0[:, None, None] * m21_s0 + offs_c5[None, :, None] * m21_s1 + offs_n2[None, None, :] * m21_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t119 = tl.load(m33_ptr + offs_c5[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t120 = (t118) * (t119)
    t121 = t117 + t120
    t122 = tl.reshape(t121, [F_n0, 1, T_c5, F_n2])
    t123 = tl.permute(t122, (0, 1, 3, 2))
    t124 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t110, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t123, 0.0), 2), axis=3)
    t125 = t99 + t124
    tl.store(states126_ptr + i_c7 * states126_s0 + i_c5 * states126_s1 + tl.arange(0, F_n0)[:, None, None, None] * states126_s2 + tl.arange(0, T_c7)[None, :, None, None] * states126_s3 + tl.arange(0, T_c5)[None, None, None, :] * states126_s5 + tl.zeros([F_n0, T_c7, 1, T_c5], tl.int32), t125)


@triton.jit
def kernel_1(states126_ptr, states126_s0, states126_s1, states126_s2, states126_s3, states126_s4, states126_s5, states129_ptr, states129_s0, states129_s1, states129_s2, states129_s3, states129_s4, states129_s5, E_c5, E_c7, E_n0, F_n0: tl.constexpr, T_c5: tl.constexpr, T_c7: tl.constexpr):
    # stores states129: Collect over loop c_kv.1[32]
    pid = tl.program_id(0)
    i_c7 = pid % tl.cdiv(E_c7, T_c7)
    pid = pid // tl.cdiv(E_c7, T_c7)
    offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t127 = tl.load(states126_ptr + i_c7 * states126_s0 + i_c5 * states126_s1 + tl.arange(0, F_n0)[:, None, None, None] * states126_s2 + tl.arange(0, T_c7)[None, :, None, None] * states126_s3 + tl.arange(0, T_c5)[None, None, None, :] * states126_s5 + tl.zeros([F_n0, T_c7, 1, T_c5], tl.int32))
    t128 = tl.max(tl.where((offs_c5 < E_c5)[None, None, None, :], t127, -float('inf')), axis=3, keep_dims=True)
    tl.store(states129_ptr + i_c7 * states129_s0 + i_c5 * states129_s1 + tl.arange(0, F_n0)[:, None, None, None] * states129_s2 + tl.arange(0, T_c7)[None, :, None, None] * states129_s3 + tl.zeros([F_n0, T_c7, 1, 1], tl.int32), t128)


@triton.jit
def kernel_2(states129_ptr, states129_s0, states129_s1, states129_s2, states129_s3, states129_s4, states129_s5, buf132_ptr, buf132_s0, buf132_s1, buf132_s2, buf132_s3, E_c5, E_c7, E_n0, F_n0: tl.constexpr, T_c5: tl.constexpr, T_c7: tl.constexpr):
    # writes buf132: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c7 = pid % tl.cdiv(E_c7, T_c7)
    pid = pid // tl.cdiv(E_c7, T_c7)
    offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc131 = tl.full([F_n0, T_c7, 1, 1], -float('inf'), tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t130 = tl.load(states129_ptr + i_c7 * states129_s0 + i_c5 * states129_s1 + tl.arange(0, F_n0)[:, None, None, None] * states129_s2 + tl.arange(0, T_c7)[None, :, None, None] * states129_s3 + tl.zeros([F_n0, T_c7, 1, 1], tl.int32))
        acc131 = tl.maximum(acc131, t130)
    tl.store(buf132_ptr + offs_n0[:, None, None, None] * buf132_s0 + offs_c7[None, :, None, None] * buf132_s1, acc131, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m24_ptr, m24_s0, m24_s1, m24_s2, m28_ptr, m28_s0, m28_s1, m28_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m54_ptr, m54_s0, m54_s1, m54_s2, buf132_ptr, buf132_s0, buf132_s1, buf132_s2, buf132_s3, states144_ptr, states144_s0, states144_s1, states144_s2, states144_s3, states144_s4, states144_s5, states145_ptr, states145_s0, states145_s1, states145_s2, states145_s3, states145_s4, states145_s5, E_c4, E_c5, E_c6, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # stores states144, states145: Collect over loop c_kv.1[32]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    t3 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t7 = (t3) * (t6)
    t9 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_n1[None, :, None, None] * m8_s1 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t10 = -(t9)
    t12 = tl.load(m11_ptr + offs_n0[:, None, None, None] * m11_s0 + offs_n1[None, :, None, None] * m11_s1 + offs_n1[None, None, None, :] * m11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i13 = offs_n2[None, None, None, :] + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32)
    t14 = tl.where(i13 < 4, tl.gather(t10, tl.minimum(i13, F_n1 - 1), 3), tl.gather(t12, tl.minimum(tl.maximum(i13 - 4, 0), F_n1 - 1), 3))
    t17 = tl.load(m15_ptr + offs_n2[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    t19 = t7 + t18
    t22 = tl.load(m20_ptr + offs_n0[:, None, None] * m20_s0 + offs_c5[None, :, None] * m20_s1 + offs_n1[None, None, :] * m20_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t23 = -(t22)
    t25 = tl.load(m24_ptr + offs_n0[:, None, None] * m24_s0 + offs_c5[None, :, None] * m24_s1 + offs_n1[None, None, :] * m24_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i26 = offs_n2[None, None, :] + tl.zeros([F_n0, T_c5, F_n2], tl.int32)
    t27 = tl.where(i26 < 4, tl.gather(t23, tl.minimum(i26, F_n1 - 1), 2), tl.gather(t25, tl.minimum(tl.maximum(i26 - 4, 0), F_n1 - 1), 2))
    t30 = tl.load(m28_ptr + offs_c5[None, :, None] * m28_s1 + offs_n2[None, None, :] * m28_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t31 = (t27) * (t30)
    t32 = tl.load(m21_ptr + offs_n0[:, None, None] * m21_s0 + offs_c5[None, :, None] * m21_s1 + offs_n2[None, None, :] * m21_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t35 = tl.load(m33_ptr + offs_c5[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t36 = (t32) * (t35)
    t37 = t31 + t36
    t38 = tl.reshape(t37, [F_n0, 1, T_c5, F_n2])
    t39 = tl.permute(t38, (0, 1, 3, 2))
    t40 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t39, 0.0), 2), axis=3)
    acc51 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t42 = tl.load(m41_ptr + offs_n0[:, None, None, None] * m41_s0 + offs_n1[None, :, None, None] * m41_s1 + offs_c6[None, None, None, :] * m41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t45 = tl.load(m43_ptr + offs_c6[None, None, None, :] * m43_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t46 = (t42) * (t45)
        t49 = tl.load(m47_ptr + offs_n1[None, :, None, None] * m47_s1 + offs_c6[None, None, :, None] * m47_s2 + offs_n3[None, None, None, :] * m47_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t50 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t49, 0.0), 2), axis=3)
        acc51 = acc51 + t50
    t53 = tl.load(m52_ptr + offs_n0[:, None, None] * m52_s0 + offs_c5[None, :, None] * m52_s1 + offs_n3[None, None, :] * m52_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t56 = tl.load(m54_ptr + offs_n3[None, None, :] * m54_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t57 = (t53) * (t56)
    t58 = (t53) * (t53)
    t59 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :], t58, 0.0), axis=2, keep_dims=True)
    t60 = t59 + 6.4e-05
    t61 = tl.rsqrt(t60)
    t62 = (t57) * (t61)
    t63 = tl.reshape(t62, [F_n0, 1, T_c5, F_n3])
    t64 = (t63) * (8.0)
    t65 = tl.permute(t64, (0, 1, 3, 2))
    t66 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], acc51, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t65, 0.0), 2), axis=3)
    t67 = tl.load(m41_ptr + offs_n0[:, None, None, None] * m41_s0 + offs_n1[None, :, None, None] * m41_s1 + offs_n4[None, None, None, :] * m41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t68 = (t67) * (t67)
    t69 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
    t70 = (t69) * (0.0625)
    t71 = t70 + 1e-06
    t72 = tl.rsqrt(t71)
    t73 = (t66) * (t72)
    t74 = t40 + t73
    t133 = tl.load(buf132_ptr + offs_n0[:, None, None, None] * buf132_s0 + offs_n1[None, :, None, None] * buf132_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t134 = t74 - (t133)
    t135 = (t134) * (0.2041241452319315)
    t136 = tl.exp(t135)
    t137 = tl.load(m52_ptr + offs_n0[:, None, None] * m52_s0 + offs_c5[None, :, None] * m52_s1 + offs_c4[None, None, :] * m52_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
    t138 = (t137) * (t61)
    t139 = tl.load(m54_ptr + offs_c4[None, None, :] * m54_s2, mask=(offs_c4 < E_c4)[None, None, :], other=0).to(tl.float32)
    t140 = (t138) * (t139)
    t141 = tl.reshape(t140, [F_n0, 1, T_c5, T_c4])
    t142 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t136, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t141, 0.0), 2), axis=3)
    t143 = (t142) * (8.0)
    tl.store(states144_ptr + i_c4 * states144_s0 + i_c5 * states144_s1 + tl.arange(0, F_n0)[:, None, None, None] * states144_s2 + tl.arange(0, F_n1)[None, :, None, None] * states144_s3 + tl.arange(0, T_c4)[None, None, None, :] * states144_s5 + tl.zeros([F_n0, F_n1, 1, T_c4], tl.int32), t142)
    tl.store(states145_ptr + i_c4 * states145_s0 + i_c5 * states145_s1 + tl.arange(0, F_n0)[:, None, None, None] * states145_s2 + tl.arange(0, F_n1)[None, :, None, None] * states145_s3 + tl.arange(0, T_c4)[None, None, None, :] * states145_s5 + tl.zeros([F_n0, F_n1, 1, T_c4], tl.int32), t143)


@triton.jit
def kernel_4(states144_ptr, states144_s0, states144_s1, states144_s2, states144_s3, states144_s4, states144_s5, states145_ptr, states145_s0, states145_s1, states145_s2, states145_s3, states145_s4, states145_s5, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m24_ptr, m24_s0, m24_s1, m24_s2, m28_ptr, m28_s0, m28_s1, m28_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m33_ptr, m33_s0, m33_s1, m33_s2, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m54_ptr, m54_s0, m54_s1, m54_s2, buf218_ptr, buf218_s0, buf218_s1, buf218_s2, buf218_s3, E_c4, E_c5, E_c6, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # writes buf218: Combine over grid c_kv.2@3[64]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    acc148 = tl.full([F_n0, F_n1, 1, T_c4], 0.0, tl.float32)
    acc149 = tl.full([F_n0, F_n1, 1, T_c4], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t146 = tl.load(states144_ptr + i_c4 * states144_s0 + i_c5 * states144_s1 + tl.arange(0, F_n0)[:, None, None, None] * states144_s2 + tl.arange(0, F_n1)[None, :, None, None] * states144_s3 + tl.arange(0, T_c4)[None, None, None, :] * states144_s5 + tl.zeros([F_n0, F_n1, 1, T_c4], tl.int32))
        t147 = tl.load(states145_ptr + i_c4 * states145_s0 + i_c5 * states145_s1 + tl.arange(0, F_n0)[:, None, None, None] * states145_s2 + tl.arange(0, F_n1)[None, :, None, None] * states145_s3 + tl.arange(0, T_c4)[None, None, None, :] * states145_s5 + tl.zeros([F_n0, F_n1, 1, T_c4], tl.int32))
        acc148 = acc148 + t146
        acc149 = acc149 + t147
    t150 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t151 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t152 = (t150) * (t151)
    t153 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_n1[None, :, None, None] * m8_s1 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t154 = -(t153)
    t155 = tl.load(m11_ptr + offs_n0[:, None, None, None] * m11_s0 + offs_n1[None, :, None, None] * m11_s1 + offs_n1[None, None, None, :] * m11_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i156 = offs_n2[None, None, None, :] + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32)
    t157 = tl.where(i156 < 4, tl.gather(t154, tl.minimum(i156, F_n1 - 1), 3), tl.gather(t155, tl.minimum(tl.maximum(i156 - 4, 0), F_n1 - 1), 3))
    t158 = tl.load(m15_ptr + offs_n2[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t159 = (t157) * (t158)
    t160 = t152 + t159
    acc180 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t175 = tl.load(m41_ptr + offs_n0[:, None, None, None] * m41_s0 + offs_n1[None, :, None, None] * m41_s1 + offs_c6[None, None, None, :] * m41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t176 = tl.load(m43_ptr + offs_c6[None, None, None, :] * m43_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t177 = (t175) * (t176)
        t178 = tl.load(m47_ptr + offs_n1[None, :, None, None] * m47_s1 + offs_c6[None, None, :, None] * m47_s2 + offs_n3[None, None, None, :] * m47_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t179 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t177, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t178, 0.0), 2), axis=3)
        acc180 = acc180 + t179
    t182 = tl.load(m54_ptr + offs_n3[None, None, :] * m54_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t193 = tl.load(m41_ptr + offs_n0[:, None, None, None] * m41_s0 + offs_n1[None, :, None, None] * m41_s1 + offs_n4[None, None, None, :] * m41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t194 = (t193) * (t193)
    t195 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t194, 0.0), axis=3, keep_dims=True)
    t196 = (t195) * (0.0625)
    t197 = t196 + 1e-06
    t198 = tl.rsqrt(t197)
    acc212 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc213 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t161 = tl.load(m20_ptr + offs_n0[:, None, None] * m20_s0 + offs_c5[None, :, None] * m20_s1 + offs_n1[None, None, :] * m20_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        t162 = -(t161)
        t163 = tl.load(m24_ptr + offs_n0[:, None, None] * m24_s0 + offs_c5[None, :, None] * m24_s1 + offs_n1[None, None, :] * m24_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
        i164 = offs_n2[None, None, :] + tl.zeros([F_n0, T_c5, F_n2], tl.int32)
        t165 = tl.where(i164 < 4, tl.gather(t162, tl.minimum(i164, F_n1 - 1), 2), tl.gather(t163, tl.minimum(tl.maximum(i164 - 4, 0), F_n1 - 1), 2))
        t166 = tl.load(m28_ptr + offs_c5[None, :, None] * m28_s1 + offs_n2[None, None, :] * m28_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t167 = (t165) * (t166)
        t168 = tl.load(m21_ptr + offs_n0[:, None, None] * m21_s0 + offs_c5[None, :, None] * m21_s1 + offs_n2[None, None, :] * m21_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t169 = tl.load(m33_ptr + offs_c5[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
        t170 = (t168) * (t169)
        t171 = t167 + t170
        t172 = tl.reshape(t171, [F_n0, 1, T_c5, F_n2])
        t173 = tl.permute(t172, (0, 1, 3, 2))
        t174 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t160, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t173, 0.0), 2), axis=3)
        t181 = tl.load(m52_ptr + offs_n0[:, None, None] * m52_s0 + offs_c5[None, :, None] * m52_s1 + offs_n3[None, None, :] * m52_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t183 = (t181) * (t182)
        t184 = (t181) * (t181)
        t185 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :], t184, 0.0), axis=2, keep_dims=True)
        t186 = t185 + 6.4e-05
        t187 = tl.rsqrt(t186)
        t188 = (t183) * (t187)
        t189 = tl.reshape(t188, [F_n0, 1, T_c5, F_n3])
        t190 = (t189) * (8.0)
        t191 = tl.permute(t190, (0, 1, 3, 2))
        t192 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], acc180, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t191, 0.0), 2), axis=3)
        t199 = (t192) * (t198)
        t200 = t174 + t199
        t201 = tl.max(tl.where((offs_c5 < E_c5)[None, None, None, :], t200, -float('inf')), axis=3, keep_dims=True)
        t202 = (t201) * (0.2041241452319315)
        t203 = (t200) * (0.2041241452319315)
        t204 = t202 - (t202)
        t205 = t204 == t204
        t206 = (t205) == 0
        t207 = tl.exp(t202)
        t208 = tl.where(t206, t207, t202)
        t209 = t203 - (t208)
        t210 = tl.exp(t209)
        t211 = tl.sum(tl.where((offs_c5 < E_c5)[None, None, None, :], t210, 0.0), axis=3, keep_dims=True)
        m214 = tl.maximum(acc212, t202)
        r215 = tl.where(acc212 == -float("inf"), 0.0, tl.exp(acc212 - m214))
        r216 = tl.where(t202 == -float("inf"), 0.0, tl.exp(t202 - m214))
        acc213 = tl.where(acc212 == -float("inf"), 0.0, acc213 * r215) + tl.where(t202 == -float("inf"), 0.0, t211 * r216)
        acc212 = m214
    t217 = (acc149) / (acc213)
    tl.store(buf218_ptr + offs_n0[:, None, None, None] * buf218_s0 + offs_n1[None, :, None, None] * buf218_s1 + offs_c4[None, None, None, :] * buf218_s3, t217, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :])


@triton.jit
def kernel_5(buf218_ptr, buf218_s0, buf218_s1, buf218_s2, buf218_s3, m220_ptr, m220_s0, m220_s1, m220_s2, m220_s3, buf226_ptr, buf226_s0, buf226_s1, buf226_s2, buf226_s3, E_c0, E_c1, E_c2, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf226: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    acc225 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t219 = tl.load(buf218_ptr + offs_c0[:, None, None, None] * buf218_s0 + offs_c1[None, :, None, None] * buf218_s1 + offs_c3[None, None, None, :] * buf218_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t223 = tl.load(m220_ptr + offs_c1[None, :, None, None] * m220_s1 + offs_c3[None, None, :, None] * m220_s2 + offs_c2[None, None, None, :] * m220_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t224 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t219, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t223, 0.0), 2), axis=3)
        acc225 = acc225 + t224
    tl.store(buf226_ptr + offs_c0[:, None, None, None] * buf226_s0 + offs_c1[None, :, None, None] * buf226_s1 + offs_c2[None, None, None, :] * buf226_s3, acc225, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m2 = inputs['q']
    m1 = m2.narrow(3, 16, 8)
    m5 = inputs['cos_q']
    m4 = m5.reshape([1, 1, 1, 8])
    m8 = m1.narrow(3, 4, 4)
    m11 = m1.narrow(3, 0, 4)
    m16 = inputs['sin_q']
    m15 = m16.reshape([1, 1, 1, 8])
    m21 = inputs['k_pe']
    m20 = m21.narrow(2, 4, 4)
    m24 = m21.narrow(2, 0, 4)
    m29 = inputs['sin_k']
    m28 = m29.reshape([1, 32, 8])
    m34 = inputs['cos_k']
    m33 = m34.reshape([1, 32, 8])
    m41 = m2.narrow(3, 0, 16)
    m44 = inputs['w_q_norm']
    m43 = m44.reshape([1, 1, 1, 16])
    m48 = inputs['w_uk']
    m47 = m48.reshape([1, 4, 16, 64])
    m52 = inputs['c_kv']
    m55 = inputs['w_kv_norm']
    m54 = m55.reshape([1, 1, 64])
    states126 = torch.full([_cdiv(4, T['c7']), _cdiv(32, T['c5']), _pow2(2), T['c7'], 1, T['c5']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c7']) * _cdiv(32, T['c5']),)](m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), states126_ptr=states126, states126_s0=states126.stride(0), states126_s1=states126.stride(1), states126_s2=states126.stride(2), states126_s3=states126.stride(3), states126_s4=states126.stride(4), states126_s5=states126.stride(5), E_c5=32, E_c6=16, E_c7=4, E_n0=2, E_n1=4, E_n2=8, E_n3=64, E_n4=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(8), F_n3=_pow2(64), F_n4=_pow2(16), T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'])
    states129 = torch.full([_cdiv(4, T['c7']), _cdiv(32, T['c5']), _pow2(2), T['c7'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c7']) * _cdiv(32, T['c5']),)](states126_ptr=states126, states126_s0=states126.stride(0), states126_s1=states126.stride(1), states126_s2=states126.stride(2), states126_s3=states126.stride(3), states126_s4=states126.stride(4), states126_s5=states126.stride(5), states129_ptr=states129, states129_s0=states129.stride(0), states129_s1=states129.stride(1), states129_s2=states129.stride(2), states129_s3=states129.stride(3), states129_s4=states129.stride(4), states129_s5=states129.stride(5), E_c5=32, E_c7=4, E_n0=2, F_n0=_pow2(2), T_c5=T['c5'], T_c7=T['c7'])
    buf132 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c7']),)](states129_ptr=states129, states129_s0=states129.stride(0), states129_s1=states129.stride(1), states129_s2=states129.stride(2), states129_s3=states129.stride(3), states129_s4=states129.stride(4), states129_s5=states129.stride(5), buf132_ptr=buf132, buf132_s0=buf132.stride(0), buf132_s1=buf132.stride(1), buf132_s2=buf132.stride(2), buf132_s3=buf132.stride(3), E_c5=32, E_c7=4, E_n0=2, F_n0=_pow2(2), T_c5=T['c5'], T_c7=T['c7'])
    states144 = torch.full([_cdiv(64, T['c4']), _cdiv(32, T['c5']), _pow2(2), _pow2(4), 1, T['c4']], float("nan"), dtype=torch.float32, device=device)
    states145 = torch.full([_cdiv(64, T['c4']), _cdiv(32, T['c5']), _pow2(2), _pow2(4), 1, T['c4']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(64, T['c4']) * _cdiv(32, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), buf132_ptr=buf132, buf132_s0=buf132.stride(0), buf132_s1=buf132.stride(1), buf132_s2=buf132.stride(2), buf132_s3=buf132.stride(3), states144_ptr=states144, states144_s0=states144.stride(0), states144_s1=states144.stride(1), states144_s2=states144.stride(2), states144_s3=states144.stride(3), states144_s4=states144.stride(4), states144_s5=states144.stride(5), states145_ptr=states145, states145_s0=states145.stride(0), states145_s1=states145.stride(1), states145_s2=states145.stride(2), states145_s3=states145.stride(3), states145_s4=states145.stride(4), states145_s5=states145.stride(5), E_c4=64, E_c5=32, E_c6=16, E_n0=2, E_n1=4, E_n2=8, E_n3=64, E_n4=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(8), F_n3=_pow2(64), F_n4=_pow2(16), T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'])
    buf218 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(64, T['c4']),)](states144_ptr=states144, states144_s0=states144.stride(0), states144_s1=states144.stride(1), states144_s2=states144.stride(2), states144_s3=states144.stride(3), states144_s4=states144.stride(4), states144_s5=states144.stride(5), states145_ptr=states145, states145_s0=states145.stride(0), states145_s1=states145.stride(1), states145_s2=states145.stride(2), states145_s3=states145.stride(3), states145_s4=states145.stride(4), states145_s5=states145.stride(5), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), buf218_ptr=buf218, buf218_s0=buf218.stride(0), buf218_s1=buf218.stride(1), buf218_s2=buf218.stride(2), buf218_s3=buf218.stride(3), E_c4=64, E_c5=32, E_c6=16, E_n0=2, E_n1=4, E_n2=8, E_n3=64, E_n4=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(8), F_n3=_pow2(64), F_n4=_pow2(16), T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'])
    m222 = inputs['w_uv']
    m221 = m222.permute([0, 2, 1])
    m220 = m221.reshape([1, 4, 64, 16])
    buf226 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf218_ptr=buf218, buf218_s0=buf218.stride(0), buf218_s1=buf218.stride(1), buf218_s2=buf218.stride(2), buf218_s3=buf218.stride(3), m220_ptr=m220, m220_s0=m220.stride(0), m220_s1=m220.stride(1), m220_s2=m220.stride(2), m220_s3=m220.stride(3), buf226_ptr=buf226, buf226_s0=buf226.stride(0), buf226_s1=buf226.stride(1), buf226_s2=buf226.stride(2), buf226_s3=buf226.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf226


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
