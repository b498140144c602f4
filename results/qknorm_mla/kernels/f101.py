"""qknorm_mla [small], candidate 101: 3 kernel(s)

Rendered by EqiForge from candidate 101 of qknorm_mla [small]: grid(c_kv.2@3) [1 mm] ; grid(q.1@1) [3 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) loop(cut0.3[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: loop cut0.3[64]
    c4: grid q.1@1[4]
    c5: grid c_kv.2@3[64]

Run it on its own: `python kernels/f101.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 2, "c5": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 64, "c4": 4, "c5": 64}


@triton.jit
def kernel_0(m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, buf56_ptr, buf56_s0, buf56_s1, buf56_s2, buf56_s3, E_c5, E_n0, E_n1, E_n5, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n5: tl.constexpr, T_c5: tl.constexpr):
    # writes buf56: Combine over grid c_kv.2@3[64]
    pid = tl.program_id(0)
    i_c5 = pid % tl.cdiv(E_c5, T_c5)
    pid = pid // tl.cdiv(E_c5, T_c5)
    offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n5 = tl.arange(0, F_n5)
    t42 = tl.load(m41_ptr + offs_n0[:, None, None, None] * m41_s0 + offs_n1[None, :, None, None] * m41_s1 + offs_n5[None, None, None, :] * m41_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.load(m43_ptr + offs_n5[None, None, None, :] * m43_s3, mask=(offs_n5 < E_n5)[None, None, None, :], other=0).to(tl.float32)
    t46 = (t42) * (t45)
    t47 = (t42) * (t42)
    t48 = tl.sum(tl.where((offs_n5 < E_n5)[None, None, None, :], t47, 0.0), axis=3, keep_dims=True)
    t49 = t48 + 1.6e-05
    t50 = tl.rsqrt(t49)
    t51 = (t46) * (t50)
    t54 = tl.load(m52_ptr + offs_n1[None, :, None, None] * m52_s1 + offs_n5[None, None, :, None] * m52_s2 + offs_c5[None, None, None, :] * m52_s3, mask=(offs_n1 < E_n1)[None, :, None, None] & (offs_n5 < E_n5)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
    t55 = tl.sum(tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, None, :], t51, 0.0), 4) * tl.expand_dims(tl.where((offs_n5 < E_n5)[None, None, :, None], t54, 0.0), 2), axis=3)
    tl.store(buf56_ptr + offs_n0[:, None, None, None] * buf56_s0 + offs_n1[None, :, None, None] * buf56_s1 + offs_c5[None, None, None, :] * buf56_s3, t55, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c5 < E_c5)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m22_ptr, m22_s0, m22_s1, m22_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m33_ptr, m33_s0, m33_s1, m33_s2, buf56_ptr, buf56_s0, buf56_s1, buf56_s2, buf56_s3, m58_ptr, m58_s0, m58_s1, m58_s2, m65_ptr, m65_s0, m65_s1, m65_s2, buf83_ptr, buf83_s0, buf83_s1, buf83_s2, buf83_s3, E_c4, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c4: tl.constexpr):
    # writes buf83: Combine over grid q.1@1[4]
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
    t4 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c4[None, :, None, None] * m1_s1 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t5 = -(t4)
    t7 = tl.load(m6_ptr + offs_n0[:, None, None, None] * m6_s0 + offs_c4[None, :, None, None] * m6_s1 + offs_n1[None, None, None, :] * m6_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    i8 = offs_n2[None, None, None, :] + tl.zeros([F_n0, T_c4, 1, F_n2], tl.int32)
    t9 = tl.where(i8 < 4, tl.gather(t5, tl.minimum(i8, F_n1 - 1), 3), tl.gather(t7, tl.minimum(tl.maximum(i8 - 4, 0), F_n1 - 1), 3))
    t12 = tl.load(m10_ptr + offs_n2[None, None, None, :] * m10_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t13 = (t9) * (t12)
    t14 = tl.load(m2_ptr + offs_n0[:, None, None, None] * m2_s0 + offs_c4[None, :, None, None] * m2_s1 + offs_n2[None, None, None, :] * m2_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t17 = tl.load(m15_ptr + offs_n2[None, None, None, :] * m15_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    t19 = t13 + t18
    t21 = tl.load(m20_ptr + offs_n0[:, None, None] * m20_s0 + offs_n3[None, :, None] * m20_s1 + offs_n2[None, None, :] * m20_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t24 = tl.load(m22_ptr + offs_n3[None, :, None] * m22_s1 + offs_n2[None, None, :] * m22_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t25 = (t21) * (t24)
    t27 = tl.load(m26_ptr + offs_n0[:, None, None] * m26_s0 + offs_n3[None, :, None] * m26_s1 + offs_n1[None, None, :] * m26_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t28 = -(t27)
    t30 = tl.load(m29_ptr + offs_n0[:, None, None] * m29_s0 + offs_n3[None, :, None] * m29_s1 + offs_n1[None, None, :] * m29_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    i31 = offs_n2[None, None, :] + tl.zeros([F_n0, F_n3, F_n2], tl.int32)
    t32 = tl.where(i31 < 4, tl.gather(t28, tl.minimum(i31, F_n1 - 1), 2), tl.gather(t30, tl.minimum(tl.maximum(i31 - 4, 0), F_n1 - 1), 2))
    t35 = tl.load(m33_ptr + offs_n3[None, :, None] * m33_s1 + offs_n2[None, None, :] * m33_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t36 = (t32) * (t35)
    t37 = t25 + t36
    t38 = tl.reshape(t37, [F_n0, 1, F_n3, F_n2])
    t39 = tl.permute(t38, (0, 1, 3, 2))
    t40 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t39, 0.0), 2), axis=3)
    t57 = tl.load(buf56_ptr + offs_n0[:, None, None, None] * buf56_s0 + offs_c4[None, :, None, None] * buf56_s1 + offs_n4[None, None, None, :] * buf56_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t59 = tl.load(m58_ptr + offs_n0[:, None, None] * m58_s0 + offs_n3[None, :, None] * m58_s1 + offs_n4[None, None, :] * m58_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_n3 < E_n3)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t60 = (t59) * (t59)
    t61 = tl.sum(tl.where((offs_n4 < E_n4)[None, None, :], t60, 0.0), axis=2, keep_dims=True)
    t62 = t61 + 6.4e-05
    t63 = tl.rsqrt(t62)
    t64 = (t59) * (t63)
    t67 = tl.load(m65_ptr + offs_n4[None, None, :] * m65_s2, mask=(offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t68 = (t64) * (t67)
    t69 = tl.reshape(t68, [F_n0, 1, F_n3, F_n4])
    t70 = (t69) * (8.0)
    t71 = tl.permute(t70, (0, 1, 3, 2))
    t72 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t57, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t71, 0.0), 2), axis=3)
    t73 = (t72) * (4.0)
    t74 = t40 + t73
    t75 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t74, -float('inf')), axis=3, keep_dims=True)
    t76 = t74 - (t75)
    t77 = (t76) * (0.2041241452319315)
    t78 = tl.exp(t77)
    t79 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t78, 0.0), axis=3, keep_dims=True)
    t80 = (t78) / (t79)
    t81 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t80, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t69, 0.0), 2), axis=3)
    t82 = (t81) * (8.0)
    tl.store(buf83_ptr + offs_n0[:, None, None, None] * buf83_s0 + offs_c4[None, :, None, None] * buf83_s1 + offs_n4[None, None, None, :] * buf83_s3, t82, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c4 < E_c4)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :])


@triton.jit
def kernel_2(buf83_ptr, buf83_s0, buf83_s1, buf83_s2, buf83_s3, m85_ptr, m85_s0, m85_s1, m85_s2, m85_s3, buf91_ptr, buf91_s0, buf91_s1, buf91_s2, buf91_s3, E_c0, E_c1, E_c2, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf91: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    acc90 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t84 = tl.load(buf83_ptr + offs_c0[:, None, None, None] * buf83_s0 + offs_c1[None, :, None, None] * buf83_s1 + offs_c3[None, None, None, :] * buf83_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t88 = tl.load(m85_ptr + offs_c1[None, :, None, None] * m85_s1 + offs_c3[None, None, :, None] * m85_s2 + offs_c2[None, None, None, :] * m85_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t89 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t84, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t88, 0.0), 2), axis=3)
        acc90 = acc90 + t89
    tl.store(buf91_ptr + offs_c0[:, None, None, None] * buf91_s0 + offs_c1[None, :, None, None] * buf91_s1 + offs_c2[None, None, None, :] * buf91_s3, acc90, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m3 = inputs['q']
    m2 = m3.narrow(3, 16, 8)
    m1 = m2.narrow(3, 4, 4)
    m6 = m2.narrow(3, 0, 4)
    m11 = inputs['sin_q']
    m10 = m11.reshape([1, 1, 1, 8])
    m16 = inputs['cos_q']
    m15 = m16.reshape([1, 1, 1, 8])
    m20 = inputs['k_pe']
    m23 = inputs['cos_k']
    m22 = m23.reshape([1, 32, 8])
    m26 = m20.narrow(2, 4, 4)
    m29 = m20.narrow(2, 0, 4)
    m34 = inputs['sin_k']
    m33 = m34.reshape([1, 32, 8])
    m41 = m3.narrow(3, 0, 16)
    m44 = inputs['w_q_norm']
    m43 = m44.reshape([1, 1, 1, 16])
    m53 = inputs['w_uk']
    m52 = m53.reshape([1, 4, 16, 64])
    buf56 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c5']),)](m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), buf56_s2=buf56.stride(2), buf56_s3=buf56.stride(3), E_c5=64, E_n0=2, E_n1=4, E_n5=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n5=_pow2(16), T_c5=T['c5'])
    m58 = inputs['c_kv']
    m66 = inputs['w_kv_norm']
    m65 = m66.reshape([1, 1, 64])
    buf83 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), buf56_s2=buf56.stride(2), buf56_s3=buf56.stride(3), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m65_ptr=m65, m65_s0=m65.stride(0), m65_s1=m65.stride(1), m65_s2=m65.stride(2), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), buf83_s2=buf83.stride(2), buf83_s3=buf83.stride(3), E_c4=4, E_n0=2, E_n1=4, E_n2=8, E_n3=32, E_n4=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(8), F_n3=_pow2(32), F_n4=_pow2(64), T_c4=T['c4'])
    m87 = inputs['w_uv']
    m86 = m87.permute([0, 2, 1])
    m85 = m86.reshape([1, 4, 64, 16])
    buf91 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), buf83_s2=buf83.stride(2), buf83_s3=buf83.stride(3), m85_ptr=m85, m85_s0=m85.stride(0), m85_s1=m85.stride(1), m85_s2=m85.stride(2), m85_s3=m85.stride(3), buf91_ptr=buf91, buf91_s0=buf91.stride(0), buf91_s1=buf91.stride(1), buf91_s2=buf91.stride(2), buf91_s3=buf91.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf91


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
