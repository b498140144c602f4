"""qknorm_mla [small], candidate 92: 3 kernel(s)

Rendered by EqiForge from candidate 92 of qknorm_mla [small]: store(c_kv.1[32]) loop(q.3[16]: sum) ; grid(q.1@1) loop(c_kv.1[32]: rescale, stored) [3 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) loop(cut0.3[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: loop cut0.3[64]
    c4: grid q.1@1[4]
    c5: loop c_kv.1[32]
    c6: loop q.3[16]

Run it on its own: `python kernels/f92.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 2, "c5": 16, "c6": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 64, "c4": 4, "c5": 32, "c6": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m15_ptr, m15_s0, m15_s1, m15_s2, m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m53_ptr, m53_s0, m53_s1, m53_s2, m57_ptr, m57_s0, m57_s1, m57_s2, m61_ptr, m61_s0, m61_s1, m61_s2, m54_ptr, m54_s0, m54_s1, m54_s2, m66_ptr, m66_s0, m66_s1, m66_s2, states86_ptr, states86_s0, states86_s1, states86_s2, states86_s3, states86_s4, states86_s5, states87_ptr, states87_s0, states87_s1, states87_s2, states87_s3, states87_s4, states87_s5, E_c4, E_c5, E_c6, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # stores states86, states87: Collect over loop c_kv.1[32]
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
    acc12 = tl.full([F_n0, T_c4, 1, F_n1], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t3 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c4[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.load(m4_ptr + offs_c6[None, None, None, :] * m4_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t7 = (t3) * (t6)
        t10 = tl.load(m8_ptr + offs_c4[None, :, None, None] * m8_s1 + offs_c6[None, None, :, None] * m8_s2 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t7, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t10, 0.0), 2), axis=3)
        acc12 = acc12 + t11
    t14 = tl.load(m13_ptr + offs_n0[:, None, None] * m13_s0 + offs_c5[None, :, None] * m13_s1 + offs_n1[None, None, :] * m13_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t17 = tl.load(m15_ptr + offs_n1[None, None, :] * m15_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    t19 = (t14) * (t14)
    t20 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t19, 0.0), axis=2, keep_dims=True)
    t21 = t20 + 6.4e-05
    t22 = tl.rsqrt(t21)
    t23 = (t18) * (t22)
    t24 = tl.reshape(t23, [F_n0, 1, T_c5, F_n1])
    t25 = (t24) * (8.0)
    t26 = tl.permute(t25, (0, 1, 3, 2))
    t27 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], acc12, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t26, 0.0), 2), axis=3)
    t28 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c4[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t29 = (t28) * (t28)
    t30 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t29, 0.0), axis=3, keep_dims=True)
    t31 = (t30) * (0.0625)
    t32 = t31 + 1e-06
    t33 = tl.rsqrt(t32)
    t34 = (t27) * (t33)
    t37 = tl.load(m35_ptr + offs_n0[:, None, None, None] * m35_s0 + offs_c4[None, :, None, None] * m35_s1 + offs_n3[None, None, None, :] * m35_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t38 = -(t37)
    t40 = tl.load(m39_ptr + offs_n0[:, None, None, None] * m39_s0 + offs_c4[None, :, None, None] * m39_s1 + offs_n3[None, None, None, :] * m39_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    i41 = offs_n4[None, None, None, :] + tl.zeros([F_n0, T_c4, 1, F_n4], tl.int32)
    t42 = tl.where(i41 < 4, tl.gather(t38, tl.minimum(i41, F_n3 - 1), 3), tl.gather(t40, tl.minimum(tl.maximum(i41 - 4, 0), F_n3 - 1), 3))
    t45 = tl.load(m43_ptr + offs_n4[None, None, None, :] * m43_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t46 = (t42) * (t45)
    t47 = tl.load(m36_ptr + offs_n0[:, None, None, None] * m36_s0 + offs_c4[None, :, None, None] * m36_s1 + offs_n4[None, None, None, :] * m36_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t50 = tl.load(m48_ptr + offs_n4[None, None, None, :] * m48_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t51 = (t47) * (t50)
    t52 = t46 + t51
    t55 = tl.load(m53_ptr + offs_n0[:, None, None] * m53_s0 + offs_c5[None, :, None] * m53_s1 + offs_n3[None, None, :] * m53_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t56 = -(t55)
    t58 = tl.load(m57_ptr + offs_n0[:, None, None] * m57_s0 + offs_c5[None, :, None] * m57_s1 + offs_n3[None, None, :] * m57_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    i59 = offs_n4[None, None, :] + tl.zeros([F_n0, T_c5, F_n4], tl.int32)
    t60 = tl.where(i59 < 4, tl.gather(t56, tl.minimum(i59, F_n3 - 1), 2), tl.gather(t58, tl.minimum(tl.maximum(i59 - 4, 0), F_n3 - 1), 2))
    t63 = tl.load(m61_ptr + offs_c5[None, :, None] * m61_s1 + offs_n4[None, None, :] * m61_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t64 = (t60) * (t63)
    t65 = tl.load(m54_ptr + offs_n0[:, None, None] * m54_s0 + offs_c5[None, :, None] * m54_s1 + offs_n4[None, None, :] * m54_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t68 = tl.load(m66_ptr + offs_c5[None, :, None] * m66_s1 + offs_n4[None, None, :] * m66_s2, mask=(offs_c5 < E_c5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t69 = (t65) * (t68)
    t70 = t64 + t69
    t71 = tl.reshape(t70, [F_n0, 1, T_c5, F_n4])
    t72 = tl.permute(t71, (0, 1, 3, 2))
    t73 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t52, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t72, 0.0), 2), axis=3)
    t74 = t34 + t73
    t75 = tl.max(tl.where((offs_c5 < E_c5)[None, None, None, :], t74, -float('inf')), axis=3, keep_dims=True)
    t76 = (t75) * (0.2041241452319315)
    t77 = (t74) * (0.2041241452319315)
    t78 = t76 - (t76)
    t79 = t78 == t78
    t80 = (t79) == 0
    t81 = tl.exp(t76)
    t82 = tl.where(t80, t81, t76)
    t83 = t77 - (t82)
    t84 = tl.exp(t83)
    t85 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t84, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t24, 0.0), 2), axis=3)
    tl.store(states86_ptr + i_c4 * states86_s0 + i_c5 * states86_s1 + tl.arange(0, F_n0)[:, None, None, None] * states86_s2 + tl.arange(0, T_c4)[None, :, None, None] * states86_s3 + tl.zeros([F_n0, T_c4, 1, 1], tl.int32), t76)
    tl.store(states87_ptr + i_c4 * states87_s0 + i_c5 * states87_s1 + tl.arange(0, F_n0)[:, None, None, None] * states87_s2 + tl.arange(0, T_c4)[None, :, None, None] * states87_s3 + tl.arange(0, F_n1)[None, None, None, :] * states87_s5 + tl.zeros([F_n0, T_c4, 1, F_n1], tl.int32), t85)


@triton.jit
def kernel_1(states86_ptr, states86_s0, states86_s1, states86_s2, states86_s3, states86_s4, states86_s5, states87_ptr, states87_s0, states87_s1, states87_s2, states87_s3, states87_s4, states87_s5, m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m54_ptr, m54_s0, m54_s1, m54_s2, m66_ptr, m66_s0, m66_s1, m66_s2, m53_ptr, m53_s0, m53_s1, m53_s2, m57_ptr, m57_s0, m57_s1, m57_s2, m61_ptr, m61_s0, m61_s1, m61_s2, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m13_ptr, m13_s0, m13_s1, m13_s2, m15_ptr, m15_s0, m15_s1, m15_s2, buf150_ptr, buf150_s0, buf150_s1, buf150_s2, buf150_s3, E_c4, E_c5, E_n0, E_n1, E_n2, E_n3, E_n4, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, F_n5: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # writes buf150: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    offs_n5 = tl.arange(0, F_n5)
    offs_n2 = tl.arange(0, F_n2)
    acc90 = tl.full([F_n0, T_c4, 1, 1], -float('inf'), tl.float32)
    acc91 = tl.full([F_n0, T_c4, 1, F_n1], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t88 = tl.load(states86_ptr + i_c4 * states86_s0 + i_c5 * states86_s1 + tl.arange(0, F_n0)[:, None, None, None] * states86_s2 + tl.arange(0, T_c4)[None, :, None, None] * states86_s3 + tl.zeros([F_n0, T_c4, 1, 1], tl.int32))
        t89 = tl.load(states87_ptr + i_c4 * states87_s0 + i_c5 * states87_s1 + tl.arange(0, F_n0)[:, None, None, None] * states87_s2 + tl.arange(0, T_c4)[None, :, None, None] * states87_s3 + tl.arange(0, F_n1)[None, None, None, :] * states87_s5 + tl.zeros([F_n0, T_c4, 1, F_n1], tl.int32))
        m92 = tl.maximum(acc90, t88)
        r93 = tl.where(acc90 == -float("inf"), 0.0, tl.exp(acc90 - m92))
        r94 = tl.where(t88 == -float("inf"), 0.0, tl.exp(t88 - m92))
        acc91 = tl.where(acc90 == -float("inf"), 0.0, acc91 * r93) + tl.where(t88 == -float("inf"), 0.0, t89 * r94)
        acc90 = m92
    t95 = (acc91) * (8.0)
    t96 = tl.load(m35_ptr + offs_n0[:, None, None, None] * m35_s0 + offs_c4[None, :, None, None] * m35_s1 + offs_n3[None, None, None, :] * m35_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t97 = -(t96)
    t98 = tl.load(m39_ptr + offs_n0[:, None, None, None] * m39_s0 + offs_c4[None, :, None, None] * m39_s1 + offs_n3[None, None, None, :] * m39_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    i99 = offs_n4[None, None, None, :] + tl.zeros([F_n0, T_c4, 1, F_n4], tl.int32)
    t100 = tl.where(i99 < 4, tl.gather(t97, tl.minimum(i99, F_n3 - 1), 3), tl.gather(t98, tl.minimum(tl.maximum(i99 - 4, 0), F_n3 - 1), 3))
    t101 = tl.load(m43_ptr + offs_n4[None, None, None, :] * m43_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t102 = (t100) * (t101)
    t103 = tl.load(m36_ptr + offs_n0[:, None, None, None] * m36_s0 + offs_c4[None, :, None, None] * m36_s1 + offs_n4[None, None, None, :] * m36_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t104 = tl.load(m48_ptr + offs_n4[None, None, None, :] * m48_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t105 = (t103) * (t104)
    t106 = t102 + t105
    t107 = tl.load(m54_ptr + offs_n0[:, None, None] * m54_s0 + offs_n5[None, :, None] * m54_s1 + offs_n4[None, None, :] * m54_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t108 = tl.load(m66_ptr + offs_n5[None, :, None] * m66_s1 + offs_n4[None, None, :] * m66_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t109 = (t107) * (t108)
    t110 = tl.load(m53_ptr + offs_n0[:, None, None] * m53_s0 + offs_n5[None, :, None] * m53_s1 + offs_n3[None, None, :] * m53_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t111 = -(t110)
    t112 = tl.load(m57_ptr + offs_n0[:, None, None] * m57_s0 + offs_n5[None, :, None] * m57_s1 + offs_n3[None, None, :] * m57_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    i113 = offs_n4[None, None, :] + tl.zeros([F_n0, F_n5, F_n4], tl.int32)
    t114 = tl.where(i113 < 4, tl.gather(t111, tl.minimum(i113, F_n3 - 1), 2), tl.gather(t112, tl.minimum(tl.maximum(i113 - 4, 0), F_n3 - 1), 2))
    t115 = tl.load(m61_ptr + offs_n5[None, :, None] * m61_s1 + offs_n4[None, None, :] * m61_s2, mask=(offs_n5 < E_n5)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t116 = (t114) * (t115)
    t117 = t109 + t116
    t118 = tl.reshape(t117, [F_n0, 1, F_n5, F_n4])
    t119 = tl.permute(t118, (0, 1, 3, 2))
    t120 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t106, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t119, 0.0), 2), axis=3)
    t121 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c4[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t122 = tl.load(m4_ptr + offs_n2[None, None, None, :] * m4_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t123 = (t121) * (t122)
    t124 = (t121) * (t121)
    t125 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t124, 0.0), axis=3, keep_dims=True)
    t126 = t125 + 1.6e-05
    t127 = tl.rsqrt(t126)
    t128 = (t123) * (t127)
    t129 = tl.load(m8_ptr + offs_c4[None, :, None, None] * m8_s1 + offs_n2[None, None, :, None] * m8_s2 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_c4 < E_c4)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t130 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t128, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t129, 0.0), 2), axis=3)
    t131 = tl.load(m13_ptr + offs_n0[:, None, None] * m13_s0 + offs_n5[None, :, None] * m13_s1 + offs_n1[None, None, :] * m13_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n5 < E_n5)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t132 = tl.load(m15_ptr + offs_n1[None, None, :] * m15_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t133 = (t131) * (t132)
    t134 = (t131) * (t131)
    t135 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t134, 0.0), axis=2, keep_dims=True)
    t136 = t135 + 6.4e-05
    t137 = tl.rsqrt(t136)
    t138 = (t133) * (t137)
    t139 = tl.reshape(t138, [F_n0, 1, F_n5, F_n1])
    t140 = (t139) * (8.0)
    t141 = tl.permute(t140, (0, 1, 3, 2))
    t142 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t130, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t141, 0.0), 2), axis=3)
    t143 = (t142) * (4.0)
    t144 = t120 + t143
    t145 = (t144) * (0.2041241452319315)
    t146 = t145 - (acc90)
    t147 = tl.exp(t146)
    t148 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t147, 0.0), axis=3, keep_dims=True)
    t149 = (t95) / (t148)
    tl.store(buf150_ptr + offs_n0[:, None, None, None] * buf150_s0 + offs_c4[None, :, None, None] * buf150_s1 + offs_n1[None, None, None, :] * buf150_s3, t149, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_2(buf150_ptr, buf150_s0, buf150_s1, buf150_s2, buf150_s3, m152_ptr, m152_s0, m152_s1, m152_s2, m152_s3, buf158_ptr, buf158_s0, buf158_s1, buf158_s2, buf158_s3, E_c0, E_c1, E_c2, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf158: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    acc157 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t151 = tl.load(buf150_ptr + offs_c0[:, None, None, None] * buf150_s0 + offs_c1[None, :, None, None] * buf150_s1 + offs_c3[None, None, None, :] * buf150_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t155 = tl.load(m152_ptr + offs_c1[None, :, None, None] * m152_s1 + offs_c3[None, None, :, None] * m152_s2 + offs_c2[None, None, None, :] * m152_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t156 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t151, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t155, 0.0), 2), axis=3)
        acc157 = acc157 + t156
    tl.store(buf158_ptr + offs_c0[:, None, None, None] * buf158_s0 + offs_c1[None, :, None, None] * buf158_s1 + offs_c2[None, None, None, :] * buf158_s3, acc157, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m1 = m2.narrow(3, 0, 16)
    m5 = inputs['w_q_norm']
    m4 = m5.reshape([1, 1, 1, 16])
    m9 = inputs['w_uk']
    m8 = m9.reshape([1, 4, 16, 64])
    m13 = inputs['c_kv']
    m16 = inputs['w_kv_norm']
    m15 = m16.reshape([1, 1, 64])
    m36 = m2.narrow(3, 16, 8)
    m35 = m36.narrow(3, 4, 4)
    m39 = m36.narrow(3, 0, 4)
    m44 = inputs['sin_q']
    m43 = m44.reshape([1, 1, 1, 8])
    m49 = inputs['cos_q']
    m48 = m49.reshape([1, 1, 1, 8])
    m54 = inputs['k_pe']
    m53 = m54.narrow(2, 4, 4)
    m57 = m54.narrow(2, 0, 4)
    m62 = inputs['sin_k']
    m61 = m62.reshape([1, 32, 8])
    m67 = inputs['cos_k']
    m66 = m67.reshape([1, 32, 8])
    states86 = torch.full([_cdiv(4, T['c4']), _cdiv(32, T['c5']), _pow2(2), T['c4'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    states87 = torch.full([_cdiv(4, T['c4']), _cdiv(32, T['c5']), _pow2(2), T['c4'], 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c4']) * _cdiv(32, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), states86_ptr=states86, states86_s0=states86.stride(0), states86_s1=states86.stride(1), states86_s2=states86.stride(2), states86_s3=states86.stride(3), states86_s4=states86.stride(4), states86_s5=states86.stride(5), states87_ptr=states87, states87_s0=states87.stride(0), states87_s1=states87.stride(1), states87_s2=states87.stride(2), states87_s3=states87.stride(3), states87_s4=states87.stride(4), states87_s5=states87.stride(5), E_c4=4, E_c5=32, E_c6=16, E_n0=2, E_n1=64, E_n2=16, E_n3=4, E_n4=8, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(16), F_n3=_pow2(4), F_n4=_pow2(8), T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'])
    buf150 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c4']),)](states86_ptr=states86, states86_s0=states86.stride(0), states86_s1=states86.stride(1), states86_s2=states86.stride(2), states86_s3=states86.stride(3), states86_s4=states86.stride(4), states86_s5=states86.stride(5), states87_ptr=states87, states87_s0=states87.stride(0), states87_s1=states87.stride(1), states87_s2=states87.stride(2), states87_s3=states87.stride(3), states87_s4=states87.stride(4), states87_s5=states87.stride(5), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m66_s2=m66.stride(2), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m53_s2=m53.stride(2), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), buf150_ptr=buf150, buf150_s0=buf150.stride(0), buf150_s1=buf150.stride(1), buf150_s2=buf150.stride(2), buf150_s3=buf150.stride(3), E_c4=4, E_c5=32, E_n0=2, E_n1=64, E_n2=16, E_n3=4, E_n4=8, E_n5=32, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(16), F_n3=_pow2(4), F_n4=_pow2(8), F_n5=_pow2(32), T_c4=T['c4'], T_c5=T['c5'])
    m154 = inputs['w_uv']
    m153 = m154.permute([0, 2, 1])
    m152 = m153.reshape([1, 4, 64, 16])
    buf158 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf150_ptr=buf150, buf150_s0=buf150.stride(0), buf150_s1=buf150.stride(1), buf150_s2=buf150.stride(2), buf150_s3=buf150.stride(3), m152_ptr=m152, m152_s0=m152.stride(0), m152_s1=m152.stride(1), m152_s2=m152.stride(2), m152_s3=m152.stride(3), buf158_ptr=buf158, buf158_s0=buf158.stride(0), buf158_s1=buf158.stride(1), buf158_s2=buf158.stride(2), buf158_s3=buf158.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf158


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
