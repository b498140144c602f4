"""diff_attention [small], candidate 906: 1 kernel(s)

Rendered by EqiForge from candidate 906 of diff_attention [small]: grid(v.0@0, v.1@1, v.3@3) loop(k1.3[16]: pair(sum, sum)) loop(k2.3[16]: pair(sum, sum)) loop(v.2[32]: pair(sum, sum)) [9 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: grid v.1@1[4]
    c2: grid v.3@3[32]
    c3: loop k1.3[16]
    c4: loop k2.3[16]
    c5: loop v.2[32]

Run it on its own: `python kernels/f906.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 16, "c3": 8, "c4": 8, "c5": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 32, "c3": 16, "c4": 16, "c5": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m26_ptr, m26_s0, m26_s1, m26_s2, m26_s3, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m46_ptr, m46_s0, m46_s1, m46_s2, m46_s3, buf90_ptr, buf90_s0, buf90_s1, buf90_s2, buf90_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_c5, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # writes buf90: Combine over grid v.0@0[2], grid v.1@1[4], grid v.3@3[32]
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
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc8 = tl.full([T_c0, T_c1, F_n0, F_n0], 0.0, tl.float32)
    acc9 = tl.full([T_c0, T_c1, F_n0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        acc8 = acc8 + t7
        acc9 = acc9 + t6
    t19 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t20 = acc8 + t19
    t21 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t20, -float('inf')), axis=3, keep_dims=True)
    t22 = t20 - (t21)
    t23 = tl.exp(t22)
    t24 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t23, 0.0), axis=3, keep_dims=True)
    t25 = (t23) / (t24)
    acc33 = tl.full([T_c0, T_c1, F_n0, F_n0], 0.0, tl.float32)
    acc34 = tl.full([T_c0, T_c1, F_n0, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t27 = tl.load(m26_ptr + offs_c0[:, None, None, None] * m26_s0 + offs_c1[None, :, None, None] * m26_s1 + offs_n0[None, None, :, None] * m26_s2 + offs_c4[None, None, None, :] * m26_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t30 = tl.load(m28_ptr + offs_c0[:, None, None, None] * m28_s0 + offs_c1[None, :, None, None] * m28_s1 + offs_c4[None, None, :, None] * m28_s2 + offs_n0[None, None, None, :] * m28_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t31 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t27, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t30, 0.0), 2), axis=3)
        t32 = (t31) * (0.25)
        acc33 = acc33 + t32
        acc34 = acc34 + t31
    t35 = acc33 + t19
    t36 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t35, -float('inf')), axis=3, keep_dims=True)
    t37 = t35 - (t36)
    t38 = tl.exp(t37)
    t39 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t38, 0.0), axis=3, keep_dims=True)
    t40 = (t38) / (t39)
    t41 = (t40) * (0.8375055882312481)
    t42 = t25 - (t41)
    t44 = tl.load(m43_ptr + offs_c0[:, None, None, None] * m43_s0 + offs_c1[None, :, None, None] * m43_s1 + offs_n0[None, None, :, None] * m43_s2 + offs_c2[None, None, None, :] * m43_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t42, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t44, 0.0), 2), axis=3)
    t48 = tl.load(m46_ptr + offs_c2[None, None, None, :] * m46_s3, mask=(offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t49 = (t45) * (t48)
    t50 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t56 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t57 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t50, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t56, 0.0), 2), axis=3)
    t58 = (t57) * (0.25)
    t59 = t58 + t19
    t60 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t59, -float('inf')), axis=3, keep_dims=True)
    t65 = tl.load(m26_ptr + offs_c0[:, None, None, None] * m26_s0 + offs_c1[None, :, None, None] * m26_s1 + offs_n0[None, None, :, None] * m26_s2 + offs_n1[None, None, None, :] * m26_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t70 = tl.load(m28_ptr + offs_c0[:, None, None, None] * m28_s0 + offs_c1[None, :, None, None] * m28_s1 + offs_n1[None, None, :, None] * m28_s2 + offs_n0[None, None, None, :] * m28_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t71 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t65, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t70, 0.0), 2), axis=3)
    t72 = (t71) * (0.25)
    t73 = t72 + t19
    t74 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t73, -float('inf')), axis=3, keep_dims=True)
    acc78 = tl.full([T_c0, T_c1, F_n0, F_n0], 0.0, tl.float32)
    acc79 = tl.full([T_c0, T_c1, F_n0, F_n0], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t51 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c5[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t52 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t50, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t51, 0.0), 2), axis=3)
        t53 = (t52) * (0.25)
        t54 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_c5[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t55 = t53 + t54
        t61 = t55 - (t60)
        t62 = tl.exp(t61)
        t63 = tl.load(m43_ptr + offs_c0[:, None, None, None] * m43_s0 + offs_c1[None, :, None, None] * m43_s1 + offs_c5[None, None, :, None] * m43_s2 + offs_n0[None, None, None, :] * m43_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c5 < E_c5)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t64 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t62, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t63, 0.0), 2), axis=3)
        t66 = tl.load(m28_ptr + offs_c0[:, None, None, None] * m28_s0 + offs_c1[None, :, None, None] * m28_s1 + offs_n1[None, None, :, None] * m28_s2 + offs_c5[None, None, None, :] * m28_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t67 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t65, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t66, 0.0), 2), axis=3)
        t68 = (t67) * (0.25)
        t69 = t68 + t54
        t75 = t69 - (t74)
        t76 = tl.exp(t75)
        t77 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t76, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t63, 0.0), 2), axis=3)
        acc78 = acc78 + t64
        acc79 = acc79 + t77
    t80 = (acc78) / (t24)
    t81 = (acc79) / (t39)
    t82 = (t81) * (0.8375055882312481)
    t83 = t80 - (t82)
    t84 = (t83) * (t83)
    t85 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t84, 0.0), axis=3, keep_dims=True)
    t86 = t85 + 0.00032
    t87 = tl.rsqrt(t86)
    t88 = (t49) * (t87)
    t89 = (t88) * (1.2241106391612262)
    tl.store(buf90_ptr + offs_c0[:, None, None, None] * buf90_s0 + offs_c1[None, :, None, None] * buf90_s1 + offs_n0[None, None, :, None] * buf90_s2 + offs_c2[None, None, None, :] * buf90_s3, t89, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m1 = inputs['q1']
    m4 = inputs['k1']
    m3 = m4.permute([0, 1, 3, 2])
    m14 = _iota([32, 32], 1, device)
    m15 = _iota([32, 32], 0, device)
    m13 = _BINARY["Sub"](m14, m15)
    m16 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m12 = _BINARY["Ge"](m13, m16)
    m17 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m18 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m11 = torch.where(m12, m17, m18)
    m10 = m11.reshape([1, 1, 32, 32])
    m26 = inputs['q2']
    m29 = inputs['k2']
    m28 = m29.permute([0, 1, 3, 2])
    m43 = inputs['v']
    m47 = inputs['w_subln']
    m46 = m47.reshape([1, 1, 1, 32])
    buf90 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m26_s3=m26.stride(3), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), m46_s3=m46.stride(3), buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), buf90_s2=buf90.stride(2), buf90_s3=buf90.stride(3), E_c0=2, E_c1=4, E_c2=32, E_c3=16, E_c4=16, E_c5=32, E_n0=32, E_n1=16, F_n0=_pow2(32), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'])
    return buf90


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
