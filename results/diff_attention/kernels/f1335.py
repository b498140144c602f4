"""diff_attention [small], candidate 1335: 1 kernel(s)

Rendered by EqiForge from candidate 1335 of diff_attention [small]: grid(q1.2@2, v.3@3) loop(v.2[32]: sum) {loop(k1.3[16]: pair(sum, sum)) loop(k2.3[16]: pair(sum, sum))} loop(v.3[32]: sum) [8 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q1.2@2[32]
    c1: grid v.3@3[32]
    c2: loop v.2[32]
    c3: loop k1.3[16]
    c4: loop k2.3[16]
    c5: loop v.3[32]

Run it on its own: `python kernels/f1335.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 16, "c3": 8, "c4": 8, "c5": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 32, "c2": 32, "c3": 16, "c4": 16, "c5": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m34_ptr, m34_s0, m34_s1, m34_s2, m34_s3, m36_ptr, m36_s0, m36_s1, m36_s2, m36_s3, m58_ptr, m58_s0, m58_s1, m58_s2, m58_s3, m62_ptr, m62_s0, m62_s1, m62_s2, m62_s3, buf93_ptr, buf93_s0, buf93_s1, buf93_s2, buf93_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_c5, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # writes buf93: Combine over grid q1.2@2[32], grid v.3@3[32]
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
    offs_n3 = tl.arange(0, F_n3)
    t21 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c0[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t22 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t23 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t22, 0.0), 2), axis=3)
    t24 = (t23) * (0.25)
    t25 = tl.load(m10_ptr + offs_c0[None, None, :, None] * m10_s2 + offs_n3[None, None, None, :] * m10_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t26 = t24 + t25
    t27 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
    t30 = t26 - (t27)
    t31 = tl.exp(t30)
    t32 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t31, 0.0), axis=3, keep_dims=True)
    t44 = tl.load(m34_ptr + offs_n0[:, None, None, None] * m34_s0 + offs_n1[None, :, None, None] * m34_s1 + offs_c0[None, None, :, None] * m34_s2 + offs_n2[None, None, None, :] * m34_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.load(m36_ptr + offs_n0[:, None, None, None] * m36_s0 + offs_n1[None, :, None, None] * m36_s1 + offs_n2[None, None, :, None] * m36_s2 + offs_n3[None, None, None, :] * m36_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t46 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t44, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t45, 0.0), 2), axis=3)
    t47 = (t46) * (0.25)
    t48 = t47 + t25
    t49 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t48, -float('inf')), axis=3, keep_dims=True)
    t52 = t48 - (t49)
    t53 = tl.exp(t52)
    t54 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t53, 0.0), axis=3, keep_dims=True)
    acc61 = tl.full([F_n0, F_n1, T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc8 = tl.full([F_n0, F_n1, T_c0, T_c2], 0.0, tl.float32)
        acc9 = tl.full([F_n0, F_n1, T_c0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c0[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
            t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t6 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t5, 0.0), 2), axis=3)
            t7 = (t6) * (0.25)
            acc8 = acc8 + t7
            acc9 = acc9 + t6
        t19 = tl.load(m10_ptr + offs_c0[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t20 = acc8 + t19
        t28 = t20 - (t27)
        t29 = tl.exp(t28)
        t33 = (t29) / (t32)
        acc41 = tl.full([F_n0, F_n1, T_c0, T_c2], 0.0, tl.float32)
        acc42 = tl.full([F_n0, F_n1, T_c0, T_c2], 0.0, tl.float32)
        for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
            offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

            t35 = tl.load(m34_ptr + offs_n0[:, None, None, None] * m34_s0 + offs_n1[None, :, None, None] * m34_s1 + offs_c0[None, None, :, None] * m34_s2 + offs_c4[None, None, None, :] * m34_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
            t38 = tl.load(m36_ptr + offs_n0[:, None, None, None] * m36_s0 + offs_n1[None, :, None, None] * m36_s1 + offs_c4[None, None, :, None] * m36_s2 + offs_c2[None, None, None, :] * m36_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t39 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t35, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t38, 0.0), 2), axis=3)
            t40 = (t39) * (0.25)
            acc41 = acc41 + t40
            acc42 = acc42 + t39
        t43 = acc41 + t19
        t50 = t43 - (t49)
        t51 = tl.exp(t50)
        t55 = (t51) / (t54)
        t56 = (t55) * (0.8375055882312481)
        t57 = t33 - (t56)
        t59 = tl.load(m58_ptr + offs_n0[:, None, None, None] * m58_s0 + offs_n1[None, :, None, None] * m58_s1 + offs_c2[None, None, :, None] * m58_s2 + offs_c1[None, None, None, :] * m58_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t60 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t57, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t59, 0.0), 2), axis=3)
        acc61 = acc61 + t60
    t64 = tl.load(m62_ptr + offs_c1[None, None, None, :] * m62_s3, mask=(offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t65 = (acc61) * (t64)
    t66 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t22, 0.0), 2), axis=3)
    t67 = (t66) * (0.25)
    t68 = t67 + t25
    t69 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t68, -float('inf')), axis=3, keep_dims=True)
    t70 = t68 - (t69)
    t71 = tl.exp(t70)
    t72 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t71, 0.0), axis=3, keep_dims=True)
    t73 = (t71) / (t72)
    t74 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t44, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t45, 0.0), 2), axis=3)
    t75 = (t74) * (0.25)
    t76 = t75 + t25
    t77 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t76, -float('inf')), axis=3, keep_dims=True)
    t78 = t76 - (t77)
    t79 = tl.exp(t78)
    t80 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t79, 0.0), axis=3, keep_dims=True)
    t81 = (t79) / (t80)
    t82 = (t81) * (0.8375055882312481)
    t83 = t73 - (t82)
    acc88 = tl.full([F_n0, F_n1, T_c0, 1], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t84 = tl.load(m58_ptr + offs_n0[:, None, None, None] * m58_s0 + offs_n1[None, :, None, None] * m58_s1 + offs_n3[None, None, :, None] * m58_s2 + offs_c5[None, None, None, :] * m58_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t85 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t83, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t84, 0.0), 2), axis=3)
        t86 = (t85) * (t85)
        t87 = tl.sum(tl.where((offs_c5 < E_c5)[None, None, None, :], t86, 0.0), axis=3, keep_dims=True)
        acc88 = acc88 + t87
    t89 = acc88 + 0.00032
    t90 = tl.rsqrt(t89)
    t91 = (t65) * (t90)
    t92 = (t91) * (1.2241106391612262)
    tl.store(buf93_ptr + offs_n0[:, None, None, None] * buf93_s0 + offs_n1[None, :, None, None] * buf93_s1 + offs_c0[None, None, :, None] * buf93_s2 + offs_c1[None, None, None, :] * buf93_s3, t92, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m34 = inputs['q2']
    m37 = inputs['k2']
    m36 = m37.permute([0, 1, 3, 2])
    m58 = inputs['v']
    m63 = inputs['w_subln']
    m62 = m63.reshape([1, 1, 1, 32])
    buf93 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m34_s2=m34.stride(2), m34_s3=m34.stride(3), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m36_s2=m36.stride(2), m36_s3=m36.stride(3), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m58_s3=m58.stride(3), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m62_s2=m62.stride(2), m62_s3=m62.stride(3), buf93_ptr=buf93, buf93_s0=buf93.stride(0), buf93_s1=buf93.stride(1), buf93_s2=buf93.stride(2), buf93_s3=buf93.stride(3), E_c0=32, E_c1=32, E_c2=32, E_c3=16, E_c4=16, E_c5=32, E_n0=2, E_n1=4, E_n2=16, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'])
    return buf93


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
