"""diff_attention [small], candidate 1171: 1 kernel(s)

Rendered by EqiForge from candidate 1171 of diff_attention [small]: grid(q1.2@2, v.0@0) loop(v.2[32]: pair(sum, sum)) {loop(k1.3[16]: pair(sum, sum)) loop(k2.3[16]: pair(sum, sum))} loop(v.3[32]: sum) [9 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: grid q1.2@2[32]
    c2: loop v.2[32]
    c3: loop k1.3[16]
    c4: loop k2.3[16]
    c5: loop v.3[32]

Run it on its own: `python kernels/f1171.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 16, "c3": 8, "c4": 8, "c5": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 32, "c3": 16, "c4": 16, "c5": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m90_ptr, m90_s0, m90_s1, m90_s2, m90_s3, buf95_ptr, buf95_s0, buf95_s1, buf95_s2, buf95_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_c5, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # writes buf95: Combine over grid v.0@0[2], grid q1.2@2[32]
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
    t21 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c1[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t22 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t23 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t22, 0.0), 2), axis=3)
    t24 = (t23) * (0.25)
    t25 = tl.load(m10_ptr + offs_c1[None, None, :, None] * m10_s2 + offs_n2[None, None, None, :] * m10_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t26 = t24 + t25
    t27 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
    t33 = t26 - (t27)
    t34 = tl.exp(t33)
    t35 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t34, 0.0), axis=3, keep_dims=True)
    t47 = tl.load(m37_ptr + offs_c0[:, None, None, None] * m37_s0 + offs_n0[None, :, None, None] * m37_s1 + offs_c1[None, None, :, None] * m37_s2 + offs_n1[None, None, None, :] * m37_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t48 = tl.load(m39_ptr + offs_c0[:, None, None, None] * m39_s0 + offs_n0[None, :, None, None] * m39_s1 + offs_n1[None, None, :, None] * m39_s2 + offs_n2[None, None, None, :] * m39_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t49 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t47, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t48, 0.0), 2), axis=3)
    t50 = (t49) * (0.25)
    t51 = t50 + t25
    t52 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t51, -float('inf')), axis=3, keep_dims=True)
    t55 = t51 - (t52)
    t56 = tl.exp(t55)
    t57 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t56, 0.0), axis=3, keep_dims=True)
    acc62 = tl.full([T_c0, F_n0, T_c1, F_n2], 0.0, tl.float32)
    acc63 = tl.full([T_c0, F_n0, T_c1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc8 = tl.full([T_c0, F_n0, T_c1, T_c2], 0.0, tl.float32)
        acc9 = tl.full([T_c0, F_n0, T_c1, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c1[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
            t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t6 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t5, 0.0), 2), axis=3)
            t7 = (t6) * (0.25)
            acc8 = acc8 + t7
            acc9 = acc9 + t6
        t19 = tl.load(m10_ptr + offs_c1[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t20 = acc8 + t19
        t28 = t20 - (t27)
        t29 = tl.exp(t28)
        t31 = tl.load(m30_ptr + offs_c0[:, None, None, None] * m30_s0 + offs_n0[None, :, None, None] * m30_s1 + offs_c2[None, None, :, None] * m30_s2 + offs_n2[None, None, None, :] * m30_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t32 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t29, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t31, 0.0), 2), axis=3)
        t36 = (t29) / (t35)
        acc44 = tl.full([T_c0, F_n0, T_c1, T_c2], 0.0, tl.float32)
        acc45 = tl.full([T_c0, F_n0, T_c1, T_c2], 0.0, tl.float32)
        for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
            offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

            t38 = tl.load(m37_ptr + offs_c0[:, None, None, None] * m37_s0 + offs_n0[None, :, None, None] * m37_s1 + offs_c1[None, None, :, None] * m37_s2 + offs_c4[None, None, None, :] * m37_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
            t41 = tl.load(m39_ptr + offs_c0[:, None, None, None] * m39_s0 + offs_n0[None, :, None, None] * m39_s1 + offs_c4[None, None, :, None] * m39_s2 + offs_c2[None, None, None, :] * m39_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t42 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t38, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t41, 0.0), 2), axis=3)
            t43 = (t42) * (0.25)
            acc44 = acc44 + t43
            acc45 = acc45 + t42
        t46 = acc44 + t19
        t53 = t46 - (t52)
        t54 = tl.exp(t53)
        t58 = (t54) / (t57)
        t59 = (t58) * (0.8375055882312481)
        t60 = t36 - (t59)
        t61 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t60, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t31, 0.0), 2), axis=3)
        acc62 = acc62 + t32
        acc63 = acc63 + t61
    t64 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t22, 0.0), 2), axis=3)
    t65 = (t64) * (0.25)
    t66 = t65 + t25
    t67 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t66, -float('inf')), axis=3, keep_dims=True)
    t68 = t66 - (t67)
    t69 = tl.exp(t68)
    t70 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t69, 0.0), axis=3, keep_dims=True)
    t71 = (t69) / (t70)
    t72 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t47, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t48, 0.0), 2), axis=3)
    t73 = (t72) * (0.25)
    t74 = t73 + t25
    t75 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t74, -float('inf')), axis=3, keep_dims=True)
    t76 = t74 - (t75)
    t77 = tl.exp(t76)
    t78 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t77, 0.0), axis=3, keep_dims=True)
    t79 = (t77) / (t78)
    t80 = (t79) * (0.8375055882312481)
    t81 = t71 - (t80)
    acc86 = tl.full([T_c0, F_n0, T_c1, 1], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t82 = tl.load(m30_ptr + offs_c0[:, None, None, None] * m30_s0 + offs_n0[None, :, None, None] * m30_s1 + offs_n2[None, None, :, None] * m30_s2 + offs_c5[None, None, None, :] * m30_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t83 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t81, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t82, 0.0), 2), axis=3)
        t84 = (t83) * (t83)
        t85 = tl.sum(tl.where((offs_c5 < E_c5)[None, None, None, :], t84, 0.0), axis=3, keep_dims=True)
        acc86 = acc86 + t85
    t87 = acc86 + 0.00032
    t88 = tl.rsqrt(t87)
    t89 = (acc63) * (t88)
    t92 = tl.load(m90_ptr + offs_n2[None, None, None, :] * m90_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t93 = (t89) * (t92)
    t94 = (t93) * (1.2241106391612262)
    tl.store(buf95_ptr + offs_c0[:, None, None, None] * buf95_s0 + offs_n0[None, :, None, None] * buf95_s1 + offs_c1[None, None, :, None] * buf95_s2 + offs_n2[None, None, None, :] * buf95_s3, t94, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m30 = inputs['v']
    m37 = inputs['q2']
    m40 = inputs['k2']
    m39 = m40.permute([0, 1, 3, 2])
    m91 = inputs['w_subln']
    m90 = m91.reshape([1, 1, 1, 32])
    buf95 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m90_ptr=m90, m90_s0=m90.stride(0), m90_s1=m90.stride(1), m90_s2=m90.stride(2), m90_s3=m90.stride(3), buf95_ptr=buf95, buf95_s0=buf95.stride(0), buf95_s1=buf95.stride(1), buf95_s2=buf95.stride(2), buf95_s3=buf95.stride(3), E_c0=2, E_c1=32, E_c2=32, E_c3=16, E_c4=16, E_c5=32, E_n0=4, E_n1=16, E_n2=32, F_n0=_pow2(4), F_n1=_pow2(16), F_n2=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'])
    return buf95


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
