"""rmsnorm_swiglu [small], candidate 50: 11 kernel(s)

Rendered by EqiForge from candidate 50 of rmsnorm_swiglu [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: pair(sum, sum), stored) ; grid(x.0@0) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: pair(sum, sum), stored) ; grid(x.0@0) ; grid(x.0@0) ; grid(w_down.0@1) [1 mm] ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; grid(w_down.0@1)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid w_down.0@1[32]
    c1: grid x.0@0[8]
    c2: loop x.1[32]

Run it on its own: `python kernels/f50.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 4, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states18_ptr, states18_s0, states18_s1, states18_s2, states18_s3, E_c1, E_c2, E_n1, DOT_10: tl.constexpr, DOT_15: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states17, states18: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
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
def kernel_1(states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states18_ptr, states18_s0, states18_s1, states18_s2, states18_s3, buf23_ptr, buf23_s0, buf23_s1, E_c1, E_c2, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf23: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc21 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    acc22 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t19 = tl.load(states17_ptr + i_c1 * states17_s0 + i_c2 * states17_s1 + tl.arange(0, T_c1)[:, None] * states17_s2 + tl.arange(0, F_n1)[None, :] * states17_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        t20 = tl.load(states18_ptr + i_c1 * states18_s0 + i_c2 * states18_s1 + tl.arange(0, T_c1)[:, None] * states18_s2 + tl.arange(0, F_n1)[None, :] * states18_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        acc21 = acc21 + t19
        acc22 = acc22 + t20
    tl.store(buf23_ptr + offs_c1[:, None] * buf23_s0 + offs_n1[None, :] * buf23_s1, acc21, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(buf23_ptr, buf23_s0, buf23_s1, m1_ptr, m1_s0, m1_s1, buf32_ptr, buf32_s0, buf32_s1, E_c1, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf32: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t25 = tl.load(buf23_ptr + offs_c1[:, None] * buf23_s0 + offs_n1[None, :] * buf23_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t26 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t27 = (t26) * (t26)
    t28 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t27, 0.0), axis=1, keep_dims=True)
    t29 = t28 + 0.00032
    t30 = tl.rsqrt(t29)
    t31 = (t25) * (t30)
    tl.store(buf32_ptr + offs_c1[:, None] * buf32_s0 + offs_n1[None, :] * buf32_s1, t31, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m12_ptr, m12_s0, m12_s1, m7_ptr, m7_s0, m7_s1, states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states47_ptr, states47_s0, states47_s1, states47_s2, states47_s3, E_c1, E_c2, E_n1, DOT_41: tl.constexpr, DOT_44: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states46, states47: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t37 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t38 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t39 = (t37) * (t38)
    t40 = tl.load(m12_ptr + offs_c2[:, None] * m12_s0 + offs_n1[None, :] * m12_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_41:
        t42 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t39, 0.0), tl.where((offs_c2 < E_c2)[:, None], t40, 0.0), input_precision="ieee")
    else:
        t42 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t39, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t40, 0.0), 0), axis=1)
    t43 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_44:
        t45 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t39, 0.0), tl.where((offs_c2 < E_c2)[:, None], t43, 0.0), input_precision="ieee")
    else:
        t45 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t39, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t43, 0.0), 0), axis=1)
    tl.store(states46_ptr + i_c1 * states46_s0 + i_c2 * states46_s1 + tl.arange(0, T_c1)[:, None] * states46_s2 + tl.arange(0, F_n1)[None, :] * states46_s3 + tl.zeros([T_c1, F_n1], tl.int32), t42)
    tl.store(states47_ptr + i_c1 * states47_s0 + i_c2 * states47_s1 + tl.arange(0, T_c1)[:, None] * states47_s2 + tl.arange(0, F_n1)[None, :] * states47_s3 + tl.zeros([T_c1, F_n1], tl.int32), t45)


@triton.jit
def kernel_4(states46_ptr, states46_s0, states46_s1, states46_s2, states46_s3, states47_ptr, states47_s0, states47_s1, states47_s2, states47_s3, buf52_ptr, buf52_s0, buf52_s1, E_c1, E_c2, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf52: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc50 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    acc51 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t48 = tl.load(states46_ptr + i_c1 * states46_s0 + i_c2 * states46_s1 + tl.arange(0, T_c1)[:, None] * states46_s2 + tl.arange(0, F_n1)[None, :] * states46_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        t49 = tl.load(states47_ptr + i_c1 * states47_s0 + i_c2 * states47_s1 + tl.arange(0, T_c1)[:, None] * states47_s2 + tl.arange(0, F_n1)[None, :] * states47_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        acc50 = acc50 + t48
        acc51 = acc51 + t49
    tl.store(buf52_ptr + offs_c1[:, None] * buf52_s0 + offs_n1[None, :] * buf52_s1, acc50, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_5(buf52_ptr, buf52_s0, buf52_s1, m1_ptr, m1_s0, m1_s1, buf60_ptr, buf60_s0, buf60_s1, E_c1, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf60: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t53 = tl.load(buf52_ptr + offs_c1[:, None] * buf52_s0 + offs_n1[None, :] * buf52_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t54 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t55 = (t54) * (t54)
    t56 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t55, 0.0), axis=1, keep_dims=True)
    t57 = t56 + 0.00032
    t58 = tl.rsqrt(t57)
    t59 = (t53) * (t58)
    tl.store(buf60_ptr + offs_c1[:, None] * buf60_s0 + offs_n1[None, :] * buf60_s1, t59, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_6(buf60_ptr, buf60_s0, buf60_s1, buf63_ptr, buf63_s0, buf63_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf63: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t61 = tl.load(buf60_ptr + offs_c1[:, None] * buf60_s0 + offs_n1[None, :] * buf60_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t62 = (t61) * (5.656854249492381)
    tl.store(buf63_ptr + offs_c1[:, None] * buf63_s0 + offs_n1[None, :] * buf63_s1, t62, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_7(buf23_ptr, buf23_s0, buf23_s1, buf32_ptr, buf32_s0, buf32_s1, buf63_ptr, buf63_s0, buf63_s1, m66_ptr, m66_s0, m66_s1, buf71_ptr, buf71_s0, buf71_s1, E_c0, E_n0, E_n1, DOT_69: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf71: Combine over grid w_down.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t24 = tl.load(buf23_ptr + offs_n0[:, None] * buf23_s0 + offs_n1[None, :] * buf23_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t33 = tl.load(buf32_ptr + offs_n0[:, None] * buf32_s0 + offs_n1[None, :] * buf32_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t34 = (t33) * (5.656854249492381)
    t35 = 1.0 / (1.0 + tl.exp(-(t34)))
    t36 = (t24) * (t35)
    t64 = tl.load(buf63_ptr + offs_n0[:, None] * buf63_s0 + offs_n1[None, :] * buf63_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t65 = (t36) * (t64)
    t68 = tl.load(m66_ptr + offs_n1[:, None] * m66_s0 + offs_c0[None, :] * m66_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_69:
        t70 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t65, 0.0), tl.where((offs_n1 < E_n1)[:, None], t68, 0.0), input_precision="ieee")
    else:
        t70 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t65, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t68, 0.0), 0), axis=1)
    tl.store(buf71_ptr + offs_n0[:, None] * buf71_s0 + offs_c0[None, :] * buf71_s1, t70, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


@triton.jit
def kernel_8(m1_ptr, m1_s0, m1_s1, states76_ptr, states76_s0, states76_s1, states76_s2, states76_s3, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states76: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t73 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t74 = (t73) * (t73)
    t75 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t74, 0.0), axis=1, keep_dims=True)
    tl.store(states76_ptr + i_c1 * states76_s0 + i_c2 * states76_s1 + tl.arange(0, T_c1)[:, None] * states76_s2 + tl.zeros([T_c1, 1], tl.int32), t75)


@triton.jit
def kernel_9(states76_ptr, states76_s0, states76_s1, states76_s2, states76_s3, buf79_ptr, buf79_s0, buf79_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf79: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc78 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t77 = tl.load(states76_ptr + i_c1 * states76_s0 + i_c2 * states76_s1 + tl.arange(0, T_c1)[:, None] * states76_s2 + tl.zeros([T_c1, 1], tl.int32))
        acc78 = acc78 + t77
    tl.store(buf79_ptr + offs_c1[:, None] * buf79_s0, acc78, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_10(buf71_ptr, buf71_s0, buf71_s1, buf79_ptr, buf79_s0, buf79_s1, buf85_ptr, buf85_s0, buf85_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf85: Combine over grid w_down.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t72 = tl.load(buf71_ptr + offs_n0[:, None] * buf71_s0 + offs_c0[None, :] * buf71_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t80 = tl.load(buf79_ptr + offs_n0[:, None] * buf79_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t81 = (t80) * (0.03125)
    t82 = t81 + 1e-05
    t83 = tl.rsqrt(t82)
    t84 = (t72) * (t83)
    tl.store(buf85_ptr + offs_n0[:, None] * buf85_s0 + offs_c0[None, :] * buf85_s1, t84, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m4 = inputs['w_norm']
    m3 = m4.reshape([1, 32])
    m8 = inputs['w_gate']
    m7 = m8.permute([1, 0])
    m13 = inputs['w_up']
    m12 = m13.permute([1, 0])
    states17 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states18 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states18_ptr=states18, states18_s0=states18.stride(0), states18_s1=states18.stride(1), states18_s2=states18.stride(2), states18_s3=states18.stride(3), E_c1=8, E_c2=32, E_n1=64, DOT_10=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_15=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf23 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states18_ptr=states18, states18_s0=states18.stride(0), states18_s1=states18.stride(1), states18_s2=states18.stride(2), states18_s3=states18.stride(3), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), E_c1=8, E_c2=32, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf32 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']),)](buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), E_c1=8, E_n1=64, E_n2=32, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'])
    states46 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states47 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states47_ptr=states47, states47_s0=states47.stride(0), states47_s1=states47.stride(1), states47_s2=states47.stride(2), states47_s3=states47.stride(3), E_c1=8, E_c2=32, E_n1=64, DOT_41=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_44=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf52 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c1']),)](states46_ptr=states46, states46_s0=states46.stride(0), states46_s1=states46.stride(1), states46_s2=states46.stride(2), states46_s3=states46.stride(3), states47_ptr=states47, states47_s0=states47.stride(0), states47_s1=states47.stride(1), states47_s2=states47.stride(2), states47_s3=states47.stride(3), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), E_c1=8, E_c2=32, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf60 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c1']),)](buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), E_c1=8, E_n1=64, E_n2=32, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'])
    buf63 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c1']),)](buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    m67 = inputs['w_down']
    m66 = m67.permute([1, 0])
    buf71 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_7[(_cdiv(32, T['c0']),)](buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), E_c0=32, E_n0=8, E_n1=64, DOT_69=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), T_c0=T['c0'])
    states76 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_8[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states76_ptr=states76, states76_s0=states76.stride(0), states76_s1=states76.stride(1), states76_s2=states76.stride(2), states76_s3=states76.stride(3), E_c1=8, E_c2=32, T_c1=T['c1'], T_c2=T['c2'])
    buf79 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_9[(_cdiv(8, T['c1']),)](states76_ptr=states76, states76_s0=states76.stride(0), states76_s1=states76.stride(1), states76_s2=states76.stride(2), states76_s3=states76.stride(3), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), E_c1=8, E_c2=32, T_c1=T['c1'], T_c2=T['c2'])
    buf85 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_10[(_cdiv(32, T['c0']),)](buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), buf85_ptr=buf85, buf85_s0=buf85.stride(0), buf85_s1=buf85.stride(1), E_c0=32, E_n0=8, F_n0=_pow2(8), T_c0=T['c0'])
    return buf85


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
