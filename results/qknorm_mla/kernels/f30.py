"""qknorm_mla [small], candidate 30: 2 kernel(s)

Rendered by EqiForge from candidate 30 of qknorm_mla [small]: grid(q.0@0, q.1@1) loop(q.3[16]: sum) loop(c_kv.2[64]: sum) [4 mm] | grid(cut0.0@0, cut0.1@1, w_uv.3@3) loop(cut0.3[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid cut0.0@0[2]
    c1: grid cut0.1@1[4]
    c2: grid w_uv.3@3[16]
    c3: loop cut0.3[64]
    c4: grid q.0@0[2]
    c5: grid q.1@1[4]
    c6: loop q.3[16]
    c7: loop c_kv.2[64]

Run it on its own: `python kernels/f30.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/qknorm_mla.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 1, "c5": 2, "c6": 8, "c7": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 64, "c4": 2, "c5": 4, "c6": 16, "c7": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, m15_ptr, m15_s0, m15_s1, m15_s2, m15_s3, m19_ptr, m19_s0, m19_s1, m19_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m50_ptr, m50_s0, m50_s1, m50_s2, m50_s3, m55_ptr, m55_s0, m55_s1, m55_s2, m59_ptr, m59_s0, m59_s1, m59_s2, m63_ptr, m63_s0, m63_s1, m63_s2, m56_ptr, m56_s0, m56_s1, m56_s2, m68_ptr, m68_s0, m68_s1, m68_s2, buf85_ptr, buf85_s0, buf85_s1, buf85_s2, buf85_s3, E_c4, E_c5, E_c6, E_c7, E_n0, E_n1, E_n2, E_n3, E_n4, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, F_n4: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr, T_c6: tl.constexpr, T_c7: tl.constexpr):
    # writes buf85: Combine over grid q.0@0[2], grid q.1@1[4]
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
    t3 = tl.load(m1_ptr + offs_c4[:, None, None, None] * m1_s0 + offs_c5[None, :, None, None] * m1_s1 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.load(m4_ptr + offs_n0[None, None, None, :] * m4_s3, mask=(offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t7 = (t3) * (t6)
    acc11 = tl.full([T_c4, T_c5, 1, 1], 0.0, tl.float32)
    for i_c6 in range(0, tl.cdiv(E_c6, T_c6)):
        offs_c6 = i_c6 * T_c6 + tl.arange(0, T_c6)

        t8 = tl.load(m1_ptr + offs_c4[:, None, None, None] * m1_s0 + offs_c5[None, :, None, None] * m1_s1 + offs_c6[None, None, None, :] * m1_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_c6 < E_c6)[None, None, None, :], other=0).to(tl.float32)
        t9 = (t8) * (t8)
        t10 = tl.sum(tl.where((offs_c6 < E_c6)[None, None, None, :], t9, 0.0), axis=3, keep_dims=True)
        acc11 = acc11 + t10
    t12 = acc11 + 1.6e-05
    t13 = tl.rsqrt(t12)
    t14 = (t7) * (t13)
    t17 = tl.load(m15_ptr + offs_c5[None, :, None, None] * m15_s1 + offs_n0[None, None, :, None] * m15_s2 + offs_n1[None, None, None, :] * m15_s3, mask=(offs_c5 < E_c5)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t18 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t17, 0.0), 2), axis=3)
    t20 = tl.load(m19_ptr + offs_c4[:, None, None] * m19_s0 + offs_n2[None, :, None] * m19_s1 + offs_n1[None, None, :] * m19_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t23 = tl.load(m21_ptr + offs_n1[None, None, :] * m21_s2, mask=(offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t24 = (t20) * (t23)
    acc28 = tl.full([T_c4, F_n2, 1], 0.0, tl.float32)
    for i_c7 in range(0, tl.cdiv(E_c7, T_c7)):
        offs_c7 = i_c7 * T_c7 + tl.arange(0, T_c7)

        t25 = tl.load(m19_ptr + offs_c4[:, None, None] * m19_s0 + offs_n2[None, :, None] * m19_s1 + offs_c7[None, None, :] * m19_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_c7 < E_c7)[None, None, :], other=0).to(tl.float32)
        t26 = (t25) * (t25)
        t27 = tl.sum(tl.where((offs_c7 < E_c7)[None, None, :], t26, 0.0), axis=2, keep_dims=True)
        acc28 = acc28 + t27
    t29 = acc28 + 6.4e-05
    t30 = tl.rsqrt(t29)
    t31 = (t24) * (t30)
    t32 = tl.reshape(t31, [T_c4, 1, F_n2, F_n1])
    t33 = (t32) * (8.0)
    t34 = tl.permute(t33, (0, 1, 3, 2))
    t35 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t18, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t34, 0.0), 2), axis=3)
    t36 = (t35) * (4.0)
    t39 = tl.load(m37_ptr + offs_c4[:, None, None, None] * m37_s0 + offs_c5[None, :, None, None] * m37_s1 + offs_n3[None, None, None, :] * m37_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t40 = -(t39)
    t42 = tl.load(m41_ptr + offs_c4[:, None, None, None] * m41_s0 + offs_c5[None, :, None, None] * m41_s1 + offs_n3[None, None, None, :] * m41_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    i43 = offs_n4[None, None, None, :] + tl.zeros([T_c4, T_c5, 1, F_n4], tl.int32)
    t44 = tl.where(i43 < 4, tl.gather(t40, tl.minimum(i43, F_n3 - 1), 3), tl.gather(t42, tl.minimum(tl.maximum(i43 - 4, 0), F_n3 - 1), 3))
    t47 = tl.load(m45_ptr + offs_n4[None, None, None, :] * m45_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t48 = (t44) * (t47)
    t49 = tl.load(m38_ptr + offs_c4[:, None, None, None] * m38_s0 + offs_c5[None, :, None, None] * m38_s1 + offs_n4[None, None, None, :] * m38_s3, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t52 = tl.load(m50_ptr + offs_n4[None, None, None, :] * m50_s3, mask=(offs_n4 < E_n4)[None, None, None, :], other=0).to(tl.float32)
    t53 = (t49) * (t52)
    t54 = t48 + t53
    t57 = tl.load(m55_ptr + offs_c4[:, None, None] * m55_s0 + offs_n2[None, :, None] * m55_s1 + offs_n3[None, None, :] * m55_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t58 = -(t57)
    t60 = tl.load(m59_ptr + offs_c4[:, None, None] * m59_s0 + offs_n2[None, :, None] * m59_s1 + offs_n3[None, None, :] * m59_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    i61 = offs_n4[None, None, :] + tl.zeros([T_c4, F_n2, F_n4], tl.int32)
    t62 = tl.where(i61 < 4, tl.gather(t58, tl.minimum(i61, F_n3 - 1), 2), tl.gather(t60, tl.minimum(tl.maximum(i61 - 4, 0), F_n3 - 1), 2))
    t65 = tl.load(m63_ptr + offs_n2[None, :, None] * m63_s1 + offs_n4[None, None, :] * m63_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t66 = (t62) * (t65)
    t67 = tl.load(m56_ptr + offs_c4[:, None, None] * m56_s0 + offs_n2[None, :, None] * m56_s1 + offs_n4[None, None, :] * m56_s2, mask=(offs_c4 < E_c4)[:, None, None] & (offs_n2 < E_n2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t70 = tl.load(m68_ptr + offs_n2[None, :, None] * m68_s1 + offs_n4[None, None, :] * m68_s2, mask=(offs_n2 < E_n2)[None, :, None] & (offs_n4 < E_n4)[None, None, :], other=0).to(tl.float32)
    t71 = (t67) * (t70)
    t72 = t66 + t71
    t73 = tl.reshape(t72, [T_c4, 1, F_n2, F_n4])
    t74 = tl.permute(t73, (0, 1, 3, 2))
    t75 = tl.sum(tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, None, :], t54, 0.0), 4) * tl.expand_dims(tl.where((offs_n4 < E_n4)[None, None, :, None], t74, 0.0), 2), axis=3)
    t76 = t36 + t75
    t77 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t76, -float('inf')), axis=3, keep_dims=True)
    t78 = t76 - (t77)
    t79 = (t78) * (0.2041241452319315)
    t80 = tl.exp(t79)
    t81 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t80, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t32, 0.0), 2), axis=3)
    t82 = (t81) * (8.0)
    t83 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t80, 0.0), axis=3, keep_dims=True)
    t84 = (t82) / (t83)
    tl.store(buf85_ptr + offs_c4[:, None, None, None] * buf85_s0 + offs_c5[None, :, None, None] * buf85_s1 + offs_n1[None, None, None, :] * buf85_s3, t84, mask=(offs_c4 < E_c4)[:, None, None, None] & (offs_c5 < E_c5)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_1(buf85_ptr, buf85_s0, buf85_s1, buf85_s2, buf85_s3, m87_ptr, m87_s0, m87_s1, m87_s2, m87_s3, buf93_ptr, buf93_s0, buf93_s1, buf93_s2, buf93_s3, E_c0, E_c1, E_c2, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf93: Combine over grid cut0.0@0[2], grid cut0.1@1[4], grid w_uv.3@3[16]
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
    acc92 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t86 = tl.load(buf85_ptr + offs_c0[:, None, None, None] * buf85_s0 + offs_c1[None, :, None, None] * buf85_s1 + offs_c3[None, None, None, :] * buf85_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t90 = tl.load(m87_ptr + offs_c1[None, :, None, None] * m87_s1 + offs_c3[None, None, :, None] * m87_s2 + offs_c2[None, None, None, :] * m87_s3, mask=(offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t91 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t86, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t90, 0.0), 2), axis=3)
        acc92 = acc92 + t91
    tl.store(buf93_ptr + offs_c0[:, None, None, None] * buf93_s0 + offs_c1[None, :, None, None] * buf93_s1 + offs_c2[None, None, None, :] * buf93_s3, acc92, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m16 = inputs['w_uk']
    m15 = m16.reshape([1, 4, 16, 64])
    m19 = inputs['c_kv']
    m22 = inputs['w_kv_norm']
    m21 = m22.reshape([1, 1, 64])
    m38 = m2.narrow(3, 16, 8)
    m37 = m38.narrow(3, 4, 4)
    m41 = m38.narrow(3, 0, 4)
    m46 = inputs['sin_q']
    m45 = m46.reshape([1, 1, 1, 8])
    m51 = inputs['cos_q']
    m50 = m51.reshape([1, 1, 1, 8])
    m56 = inputs['k_pe']
    m55 = m56.narrow(2, 4, 4)
    m59 = m56.narrow(2, 0, 4)
    m64 = inputs['sin_k']
    m63 = m64.reshape([1, 32, 8])
    m69 = inputs['cos_k']
    m68 = m69.reshape([1, 32, 8])
    buf85 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c4']) * _cdiv(4, T['c5']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m15_s2=m15.stride(2), m15_s3=m15.stride(3), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m19_s2=m19.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m50_s2=m50.stride(2), m50_s3=m50.stride(3), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m63_s2=m63.stride(2), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m56_s2=m56.stride(2), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m68_s2=m68.stride(2), buf85_ptr=buf85, buf85_s0=buf85.stride(0), buf85_s1=buf85.stride(1), buf85_s2=buf85.stride(2), buf85_s3=buf85.stride(3), E_c4=2, E_c5=4, E_c6=16, E_c7=64, E_n0=16, E_n1=64, E_n2=32, E_n3=4, E_n4=8, F_n0=_pow2(16), F_n1=_pow2(64), F_n2=_pow2(32), F_n3=_pow2(4), F_n4=_pow2(8), T_c4=T['c4'], T_c5=T['c5'], T_c6=T['c6'], T_c7=T['c7'])
    m89 = inputs['w_uv']
    m88 = m89.permute([0, 2, 1])
    m87 = m88.reshape([1, 4, 64, 16])
    buf93 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](buf85_ptr=buf85, buf85_s0=buf85.stride(0), buf85_s1=buf85.stride(1), buf85_s2=buf85.stride(2), buf85_s3=buf85.stride(3), m87_ptr=m87, m87_s0=m87.stride(0), m87_s1=m87.stride(1), m87_s2=m87.stride(2), m87_s3=m87.stride(3), buf93_ptr=buf93, buf93_s0=buf93.stride(0), buf93_s1=buf93.stride(1), buf93_s2=buf93.stride(2), buf93_s3=buf93.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf93


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
