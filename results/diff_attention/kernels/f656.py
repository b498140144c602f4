"""diff_attention [small], candidate 656: 1 kernel(s)

Rendered by EqiForge from candidate 656 of diff_attention [small]: grid(q1.2@2, v.1@1) loop(k1.3[16]: pair(sum, sum)) loop(v.2[32]: max) loop(v.3[32]: sum) [8 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.1@1[4]
    c1: grid q1.2@2[32]
    c2: loop k1.3[16]
    c3: loop v.2[32]
    c4: loop v.3[32]

Run it on its own: `python kernels/f656.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 16, "c2": 8, "c3": 16, "c4": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 4, "c1": 32, "c2": 16, "c3": 32, "c4": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, buf84_ptr, buf84_s0, buf84_s1, buf84_s2, buf84_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf84: Combine over grid v.1@1[4], grid q1.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc8 = tl.full([F_n0, T_c0, T_c1, F_n1], 0.0, tl.float32)
    acc9 = tl.full([F_n0, T_c0, T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_c1[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        acc8 = acc8 + t7
        acc9 = acc9 + t6
    t19 = tl.load(m10_ptr + offs_c1[None, None, :, None] * m10_s2 + offs_n1[None, None, None, :] * m10_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t20 = acc8 + t19
    t21 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_c1[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc28 = tl.full([F_n0, T_c0, T_c1, 1], -float('inf'), tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t22 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t23 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t22, 0.0), 2), axis=3)
        t24 = (t23) * (0.25)
        t25 = tl.load(m10_ptr + offs_c1[None, None, :, None] * m10_s2 + offs_c3[None, None, None, :] * m10_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t26 = t24 + t25
        t27 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
        acc28 = tl.maximum(acc28, t27)
    t29 = t20 - (acc28)
    t30 = tl.exp(t29)
    t32 = tl.load(m31_ptr + offs_n0[:, None, None, None] * m31_s0 + offs_c0[None, :, None, None] * m31_s1 + offs_n1[None, None, :, None] * m31_s2 + offs_n1[None, None, None, :] * m31_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t30, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t32, 0.0), 2), axis=3)
    t34 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t30, 0.0), axis=3, keep_dims=True)
    t35 = (t33) / (t34)
    t37 = tl.load(m36_ptr + offs_n0[:, None, None, None] * m36_s0 + offs_c0[None, :, None, None] * m36_s1 + offs_c1[None, None, :, None] * m36_s2 + offs_n2[None, None, None, :] * m36_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t40 = tl.load(m38_ptr + offs_n0[:, None, None, None] * m38_s0 + offs_c0[None, :, None, None] * m38_s1 + offs_n2[None, None, :, None] * m38_s2 + offs_n1[None, None, None, :] * m38_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t41 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t37, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t40, 0.0), 2), axis=3)
    t42 = (t41) * (0.25)
    t43 = t42 + t19
    t44 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t43, -float('inf')), axis=3, keep_dims=True)
    t45 = t43 - (t44)
    t46 = tl.exp(t45)
    t47 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t32, 0.0), 2), axis=3)
    t48 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t46, 0.0), axis=3, keep_dims=True)
    t49 = (t47) / (t48)
    t50 = (t49) * (0.8375055882312481)
    t51 = t35 - (t50)
    t54 = tl.load(m52_ptr + offs_n1[None, None, None, :] * m52_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t55 = (t51) * (t54)
    t56 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t57 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t56, 0.0), 2), axis=3)
    t58 = (t57) * (0.25)
    t59 = t58 + t19
    t60 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t59, -float('inf')), axis=3, keep_dims=True)
    t61 = t59 - (t60)
    t62 = tl.exp(t61)
    t63 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t62, 0.0), axis=3, keep_dims=True)
    t64 = (t62) / (t63)
    t65 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t37, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t40, 0.0), 2), axis=3)
    t66 = (t65) * (0.25)
    t67 = t66 + t19
    t68 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t67, -float('inf')), axis=3, keep_dims=True)
    t69 = t67 - (t68)
    t70 = tl.exp(t69)
    t71 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t70, 0.0), axis=3, keep_dims=True)
    t72 = (t70) / (t71)
    t73 = (t72) * (0.8375055882312481)
    t74 = t64 - (t73)
    acc79 = tl.full([F_n0, T_c0, T_c1, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t75 = tl.load(m31_ptr + offs_n0[:, None, None, None] * m31_s0 + offs_c0[None, :, None, None] * m31_s1 + offs_n1[None, None, :, None] * m31_s2 + offs_c4[None, None, None, :] * m31_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t76 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t74, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t75, 0.0), 2), axis=3)
        t77 = (t76) * (t76)
        t78 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t77, 0.0), axis=3, keep_dims=True)
        acc79 = acc79 + t78
    t80 = acc79 + 0.00032
    t81 = tl.rsqrt(t80)
    t82 = (t55) * (t81)
    t83 = (t82) * (1.2241106391612262)
    tl.store(buf84_ptr + offs_n0[:, None, None, None] * buf84_s0 + offs_c0[None, :, None, None] * buf84_s1 + offs_c1[None, None, :, None] * buf84_s2 + offs_n1[None, None, None, :] * buf84_s3, t83, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m31 = inputs['v']
    m36 = inputs['q2']
    m39 = inputs['k2']
    m38 = m39.permute([0, 1, 3, 2])
    m53 = inputs['w_subln']
    m52 = m53.reshape([1, 1, 1, 32])
    buf84 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), buf84_ptr=buf84, buf84_s0=buf84.stride(0), buf84_s1=buf84.stride(1), buf84_s2=buf84.stride(2), buf84_s3=buf84.stride(3), E_c0=4, E_c1=32, E_c2=16, E_c3=32, E_c4=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf84


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
