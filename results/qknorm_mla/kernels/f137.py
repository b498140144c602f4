"""qknorm_mla [small], candidate 137: 6 kernel(s)

Rendered by EqiForge from candidate 137 of qknorm_mla [small]: grid(c_kv.1@3) [1 mm] ; grid(c_kv.1@3) loop(q.3[16]: sum) [2 mm] ; grid(q.1@1) ; grid(q.1@1) ; grid() loop(c_kv.1[32]: sum) | grid(cut0.0@0, cut0.1@1, w_uv.3@3) loop(cut0.3[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: loop cut0.3[64]
    c4: loop c_kv.1[32]
    c5: grid c_kv.1@3[32]
    c6: loop q.3[16]
    c7: grid q.1@1[4]

Run it on its own: `python kernels/f137.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 16, "c5": 16, "c6": 8, "c7": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 64, "c4": 32, "c5": 32, "c6": 16, "c7": 4}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m24_ptr, m24_s0, m24_s1, m24_s2, m28_ptr, m28_s0, m28_s1, m28_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m33_ptr, m33_s0, m33_s1, m33_s2, buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, E_c5, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c5: tl.constexpr):
    # writes buf41: Combine over grid c_kv.1@3[32]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
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
    tl.store(buf41_ptr + offs_n0[:, None, None, None] * buf41_s0 + offs_n1[None, :, None, None] * buf41_s1 + offs_c5[None, None, None, :] * buf41_s3, t40, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c5 < E_c5)[None, None, None, :])


@triton.jit
def kernel_1(m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, m49_ptr, m49_s0, m49_s1, m49_s2, m49_s3, m54_ptr, m54_s0, m54_s1, m54_s2, m61_ptr, m61_s0, m61_s1, m61_s2, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, E_c5, E_c6, E_n0, E_n1, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr):
    # writes buf76: Combine over grid c_kv.1@3[32]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    offs_n4 = tl.arange(0, F_n4)
    acc53 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t44 = tl.load(m43_ptr + offs_n0[:, None, None, None] * m43_s0 + offs_n1[None, :, None, None] * m43_s1 + offs_c6[None, None, None, :] * m43_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t47 = tl.load(m45_ptr + offs_c6[None, None, None, :] * m45_s3, mask=(offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t48 = (t44) * (t47)
        t51 = tl.load(m49_ptr + offs_n1[None, :, None, None] * m49_s1 + offs_c6[None, None, :, None] * m49_s2 + offs_n3[None, None, None, :] * m49_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_c6 < E_c6)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t52 = tl.sum(tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, None, :], t48, 0.0), 4) * tl.expand_dims(tl.where((offs_c6 < E_c6)[None, None, :, None], t51, 0.0), 2), axis=3)
        acc53 = acc53 + t52
    t55 = tl.load(m54_ptr + offs_n0[:, None, None] * m54_s0 + offs_c5[None, :, None] * m54_s1 + offs_n3[None, None, :] * m54_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c5 < E_c5)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t56 = (t55) * (t55)
    t57 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :], t56, 0.0), axis=2, keep_dims=True)
    t58 = t57 + 6.4e-05
    t59 = tl.rsqrt(t58)
    t60 = (t55) * (t59)
    t63 = tl.load(m61_ptr + offs_n3[None, None, :] * m61_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t64 = (t60) * (t63)
    t65 = tl.reshape(t64, [F_n0, 1, T_c5, F_n3])
    t66 = (t65) * (8.0)
    t67 = tl.permute(t66, (0, 1, 3, 2))
    t68 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], acc53, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t67, 0.0), 2), axis=3)
    t69 = tl.load(m43_ptr + offs_n0[:, None, None, None] * m43_s0 + offs_n1[None, :, None, None] * m43_s1 + offs_n4[None, None, None, :] * m43_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t70 = (t69) * (t69)
    t71 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, None, :], t70, 0.0), axis=3, keep_dims=True)
    t72 = t71 + 1.6e-05
    t73 = tl.rsqrt(t72)
    t74 = (t68) * (t73)
    t75 = (t74) * (4.0)
    tl.store(buf76_ptr + offs_n0[:, None, None, None] * buf76_s0 + offs_n1[None, :, None, None] * buf76_s1 + offs_c5[None, None, None, :] * buf76_s3, t75, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c5 < E_c5)[None, None, None, :])


@triton.jit
def kernel_2(buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, buf83_ptr, buf83_s0, buf83_s1, buf83_s2, buf83_s3, E_c7, E_n0, E_n5, F_n0: tl.constexpr, F_n5: tl.constexpr, T_c7: tl.constexpr):
    # writes buf83: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c7 = pid % tl.cdiv(E_c7, T_c7)
    pid = pid // tl.cdiv(E_c7, T_c7)
    offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n5 = tl.arange(0, F_n5)
    t79 = tl.load(buf41_ptr + offs_n0[:, None, None, None] * buf41_s0 + offs_c7[None, :, None, None] * buf41_s1 + offs_n5[None, None, None, :] * buf41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t80 = tl.load(buf76_ptr + offs_n0[:, None, None, None] * buf76_s0 + offs_c7[None, :, None, None] * buf76_s1 + offs_n5[None, None, None, :] * buf76_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t81 = t79 + t80
    t82 = tl.max(tl.where((offs_n5 < E_n5)[None, None, None, :], t81, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf83_ptr + offs_n0[:, None, None, None] * buf83_s0 + offs_c7[None, :, None, None] * buf83_s1, t82, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None])


@triton.jit
def kernel_3(buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, buf83_ptr, buf83_s0, buf83_s1, buf83_s2, buf83_s3, buf96_ptr, buf96_s0, buf96_s1, buf96_s2, buf96_s3, E_c7, E_n0, E_n5, F_n0: tl.constexpr, F_n5: tl.constexpr, T_c7: tl.constexpr):
    # writes buf96: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c7 = pid % tl.cdiv(E_c7, T_c7)
    pid = pid // tl.cdiv(E_c7, T_c7)
    offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n5 = tl.arange(0, F_n5)
    t88 = tl.load(buf41_ptr + offs_n0[:, None, None, None] * buf41_s0 + offs_c7[None, :, None, None] * buf41_s1 + offs_n5[None, None, None, :] * buf41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t89 = tl.load(buf76_ptr + offs_n0[:, None, None, None] * buf76_s0 + offs_c7[None, :, None, None] * buf76_s1 + offs_n5[None, None, None, :] * buf76_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None] & (offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t90 = t88 + t89
    t91 = tl.load(buf83_ptr + offs_n0[:, None, None, None] * buf83_s0 + offs_c7[None, :, None, None] * buf83_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None], other=0).to(tl.float32)
    t92 = t90 - (t91)
    t93 = (t92) * (0.2041241452319315)
    t94 = tl.exp(t93)
    t95 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t94, 0.0), axis=3, keep_dims=True)
    tl.store(buf96_ptr + offs_n0[:, None, None, None] * buf96_s0 + offs_c7[None, :, None, None] * buf96_s1, t95, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c7 < E_c7)[None, :, None, None])


@triton.jit
def kernel_4(buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, buf83_ptr, buf83_s0, buf83_s1, buf83_s2, buf83_s3, buf96_ptr, buf96_s0, buf96_s1, buf96_s2, buf96_s3, m54_ptr, m54_s0, m54_s1, m54_s2, m61_ptr, m61_s0, m61_s1, m61_s2, buf111_ptr, buf111_s0, buf111_s1, buf111_s2, buf111_s3, E_c4, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf111: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t84 = tl.load(buf83_ptr + offs_n0[:, None, None, None] * buf83_s0 + offs_n1[None, :, None, None] * buf83_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t97 = tl.load(buf96_ptr + offs_n0[:, None, None, None] * buf96_s0 + offs_n1[None, :, None, None] * buf96_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t105 = tl.load(m61_ptr + offs_n3[None, None, :] * m61_s2, mask=(offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    acc110 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t42 = tl.load(buf41_ptr + offs_n0[:, None, None, None] * buf41_s0 + offs_n1[None, :, None, None] * buf41_s1 + offs_c4[None, None, None, :] * buf41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t77 = tl.load(buf76_ptr + offs_n0[:, None, None, None] * buf76_s0 + offs_n1[None, :, None, None] * buf76_s1 + offs_c4[None, None, None, :] * buf76_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t78 = t42 + t77
        t85 = t78 - (t84)
        t86 = (t85) * (0.2041241452319315)
        t87 = tl.exp(t86)
        t98 = (t87) / (t97)
        t99 = tl.load(m54_ptr + offs_n0[:, None, None] * m54_s0 + offs_c4[None, :, None] * m54_s1 + offs_n3[None, None, :] * m54_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c4 < E_c4)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
        t100 = (t99) * (t99)
        t101 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, :], t100, 0.0), axis=2, keep_dims=True)
        t102 = t101 + 6.4e-05
        t103 = tl.rsqrt(t102)
        t104 = (t99) * (t103)
        t106 = (t104) * (t105)
        t107 = tl.reshape(t106, [F_n0, 1, T_c4, F_n3])
        t108 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t98, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t107, 0.0), 2), axis=3)
        t109 = (t108) * (8.0)
        acc110 = acc110 + t109
    tl.store(buf111_ptr + offs_n0[:, None, None, None] * buf111_s0 + offs_n1[None, :, None, None] * buf111_s1 + offs_n3[None, None, None, :] * buf111_s3, acc110, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


@triton.jit
def kernel_5(buf111_ptr, buf111_s0, buf111_s1, buf111_s2, buf111_s3, m113_ptr, m113_s0, m113_s1, m113_s2, m113_s3, buf119_ptr, buf119_s0, buf119_s1, buf119_s2, buf119_s3, E_c0, E_c1, E_c2, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf119: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    acc118 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t112 = tl.load(buf111_ptr + offs_c0[:, None, None, None] * buf111_s0 + offs_c1[None, :, None, None] * buf111_s1 + offs_c3[None, None, None, :] * buf111_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t116 = tl.load(m113_ptr + offs_c1[None, :, None, None] * m113_s1 + offs_c3[None, None, :, None] * m113_s2 + offs_c2[None, None, None, :] * m113_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t117 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t112, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t116, 0.0), 2), axis=3)
        acc118 = acc118 + t117
    tl.store(buf119_ptr + offs_c0[:, None, None, None] * buf119_s0 + offs_c1[None, :, None, None] * buf119_s1 + offs_c2[None, None, None, :] * buf119_s3, acc118, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    buf41 = torch.full([2, 4, 1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), E_c5=32, E_n0=2, E_n1=4, E_n2=8, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(8), T_c5=T['c5'])
    m43 = m2.narrow(3, 0, 16)
    m46 = inputs['w_q_norm']
    m45 = m46.reshape([1, 1, 1, 16])
    m50 = inputs['w_uk']
    m49 = m50.reshape([1, 4, 16, 64])
    m54 = inputs['c_kv']
    m62 = inputs['w_kv_norm']
    m61 = m62.reshape([1, 1, 64])
    buf76 = torch.full([2, 4, 1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c5']),)](m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m49_s3=m49.stride(3), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), E_c5=32, E_c6=16, E_n0=2, E_n1=4, E_n3=64, E_n4=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(64), F_n4=_pow2(16), T_c5=T['c5'], T_c6=T['c6'])
    buf83 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c7']),)](buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), buf83_s2=buf83.stride(2), buf83_s3=buf83.stride(3), E_c7=4, E_n0=2, E_n5=32, F_n0=_pow2(2), F_n5=_pow2(32), T_c7=T['c7'])
    buf96 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(4, T['c7']),)](buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), buf83_s2=buf83.stride(2), buf83_s3=buf83.stride(3), buf96_ptr=buf96, buf96_s0=buf96.stride(0), buf96_s1=buf96.stride(1), buf96_s2=buf96.stride(2), buf96_s3=buf96.stride(3), E_c7=4, E_n0=2, E_n5=32, F_n0=_pow2(2), F_n5=_pow2(32), T_c7=T['c7'])
    buf111 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), buf83_s2=buf83.stride(2), buf83_s3=buf83.stride(3), buf96_ptr=buf96, buf96_s0=buf96.stride(0), buf96_s1=buf96.stride(1), buf96_s2=buf96.stride(2), buf96_s3=buf96.stride(3), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), buf111_ptr=buf111, buf111_s0=buf111.stride(0), buf111_s1=buf111.stride(1), buf111_s2=buf111.stride(2), buf111_s3=buf111.stride(3), E_c4=32, E_n0=2, E_n1=4, E_n3=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(64), T_c4=T['c4'])
    m115 = inputs['w_uv']
    m114 = m115.permute([0, 2, 1])
    m113 = m114.reshape([1, 4, 64, 16])
    buf119 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf111_ptr=buf111, buf111_s0=buf111.stride(0), buf111_s1=buf111.stride(1), buf111_s2=buf111.stride(2), buf111_s3=buf111.stride(3), m113_ptr=m113, m113_s0=m113.stride(0), m113_s1=m113.stride(1), m113_s2=m113.stride(2), m113_s3=m113.stride(3), buf119_ptr=buf119, buf119_s0=buf119.stride(0), buf119_s1=buf119.stride(1), buf119_s2=buf119.stride(2), buf119_s3=buf119.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf119


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
