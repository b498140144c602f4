"""diff_attention [small], candidate 1599: 1 kernel(s)

Rendered by EqiForge from candidate 1599 of diff_attention [small]: grid(v.3@3) loop(v.2[32]: rescale) loop(k2.3[16]: pair(sum, sum)) loop(v.3[32]: sum) {loop(k1.3[16]: pair(sum, sum)) loop(k2.3[16]: pair(sum, sum))} [7 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[32]
    c1: loop v.2[32]
    c2: loop k2.3[16]
    c3: loop v.3[32]
    c4: loop k1.3[16]

Run it on its own: `python kernels/f1599.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 8, "c3": 16, "c4": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 32, "c2": 16, "c3": 32, "c4": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m92_ptr, m92_s0, m92_s1, m92_s2, m92_s3, buf97_ptr, buf97_s0, buf97_s1, buf97_s2, buf97_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf97: Combine over grid v.3@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    acc31 = tl.full([F_n0, F_n1, F_n2, 1], -float('inf'), tl.float32)
    acc32 = tl.full([F_n0, F_n1, F_n2, 1], 0.0, tl.float32)
    acc33 = tl.full([F_n0, F_n1, F_n2, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        t17 = tl.load(m8_ptr + offs_n2[None, None, :, None] * m8_s2 + offs_c1[None, None, None, :] * m8_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t18 = t7 + t17
        t19 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t18, -float('inf')), axis=3, keep_dims=True)
        t20 = t19 - (t19)
        t21 = t20 == t20
        t22 = (t21) == 0
        t23 = tl.exp(t19)
        t24 = tl.where(t22, t23, t19)
        t25 = t18 - (t24)
        t26 = tl.exp(t25)
        t27 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t26, 0.0), axis=3, keep_dims=True)
        t29 = tl.load(m28_ptr + offs_n0[:, None, None, None] * m28_s0 + offs_n1[None, :, None, None] * m28_s1 + offs_c1[None, None, :, None] * m28_s2 + offs_c0[None, None, None, :] * m28_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t30 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t26, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t29, 0.0), 2), axis=3)
        m34 = tl.maximum(acc31, t19)
        r35 = tl.where(acc31 == -float("inf"), 0.0, tl.exp(acc31 - m34))
        r36 = tl.where(t19 == -float("inf"), 0.0, tl.exp(t19 - m34))
        acc32 = tl.where(acc31 == -float("inf"), 0.0, acc32 * r35) + tl.where(t19 == -float("inf"), 0.0, t27 * r36)
        acc33 = tl.where(acc31 == -float("inf"), 0.0, acc33 * r35) + tl.where(t19 == -float("inf"), 0.0, t30 * r36)
        acc31 = m34
    t37 = (acc33) / (acc32)
    acc45 = tl.full([F_n0, F_n1, F_n2, F_n2], 0.0, tl.float32)
    acc46 = tl.full([F_n0, F_n1, F_n2, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t39 = tl.load(m38_ptr + offs_n0[:, None, None, None] * m38_s0 + offs_n1[None, :, None, None] * m38_s1 + offs_n2[None, None, :, None] * m38_s2 + offs_c2[None, None, None, :] * m38_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t42 = tl.load(m40_ptr + offs_n0[:, None, None, None] * m40_s0 + offs_n1[None, :, None, None] * m40_s1 + offs_c2[None, None, :, None] * m40_s2 + offs_n2[None, None, None, :] * m40_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t43 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t39, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t42, 0.0), 2), axis=3)
        t44 = (t43) * (0.25)
        acc45 = acc45 + t44
        acc46 = acc46 + t43
    t47 = tl.load(m8_ptr + offs_n2[None, None, :, None] * m8_s2 + offs_n2[None, None, None, :] * m8_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t48 = acc45 + t47
    t49 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t48, -float('inf')), axis=3, keep_dims=True)
    t50 = t48 - (t49)
    t51 = tl.exp(t50)
    t52 = tl.load(m28_ptr + offs_n0[:, None, None, None] * m28_s0 + offs_n1[None, :, None, None] * m28_s1 + offs_n2[None, None, :, None] * m28_s2 + offs_c0[None, None, None, :] * m28_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t53 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t51, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t52, 0.0), 2), axis=3)
    t54 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t51, 0.0), axis=3, keep_dims=True)
    t55 = (t53) / (t54)
    t56 = (t55) * (0.8375055882312481)
    t57 = t37 - (t56)
    acc62 = tl.full([F_n0, F_n1, F_n2, F_n2], 0.0, tl.float32)
    acc63 = tl.full([F_n0, F_n1, F_n2, F_n2], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t58 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, :, None] * m1_s2 + offs_c4[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t59 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c4[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t60 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t58, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t59, 0.0), 2), axis=3)
        t61 = (t60) * (0.25)
        acc62 = acc62 + t61
        acc63 = acc63 + t60
    t64 = acc62 + t47
    t65 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t64, -float('inf')), axis=3, keep_dims=True)
    t66 = t64 - (t65)
    t67 = tl.exp(t66)
    t68 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t67, 0.0), axis=3, keep_dims=True)
    t69 = (t67) / (t68)
    acc74 = tl.full([F_n0, F_n1, F_n2, F_n2], 0.0, tl.float32)
    acc75 = tl.full([F_n0, F_n1, F_n2, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t70 = tl.load(m38_ptr + offs_n0[:, None, None, None] * m38_s0 + offs_n1[None, :, None, None] * m38_s1 + offs_n2[None, None, :, None] * m38_s2 + offs_c2[None, None, None, :] * m38_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t71 = tl.load(m40_ptr + offs_n0[:, None, None, None] * m40_s0 + offs_n1[None, :, None, None] * m40_s1 + offs_c2[None, None, :, None] * m40_s2 + offs_n2[None, None, None, :] * m40_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t72 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t70, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t71, 0.0), 2), axis=3)
        t73 = (t72) * (0.25)
        acc74 = acc74 + t73
        acc75 = acc75 + t72
    t76 = acc74 + t47
    t77 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t76, -float('inf')), axis=3, keep_dims=True)
    t78 = t76 - (t77)
    t79 = tl.exp(t78)
    t80 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t79, 0.0), axis=3, keep_dims=True)
    t81 = (t79) / (t80)
    t82 = (t81) * (0.8375055882312481)
    t83 = t69 - (t82)
    acc88 = tl.full([F_n0, F_n1, F_n2, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t84 = tl.load(m28_ptr + offs_n0[:, None, None, None] * m28_s0 + offs_n1[None, :, None, None] * m28_s1 + offs_n2[None, None, :, None] * m28_s2 + offs_c3[None, None, None, :] * m28_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t85 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t83, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t84, 0.0), 2), axis=3)
        t86 = (t85) * (t85)
        t87 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t86, 0.0), axis=3, keep_dims=True)
        acc88 = acc88 + t87
    t89 = acc88 + 0.00032
    t90 = tl.rsqrt(t89)
    t91 = (t57) * (t90)
    t94 = tl.load(m92_ptr + offs_c0[None, None, None, :] * m92_s3, mask=(offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t95 = (t91) * (t94)
    t96 = (t95) * (1.2241106391612262)
    tl.store(buf97_ptr + offs_n0[:, None, None, None] * buf97_s0 + offs_n1[None, :, None, None] * buf97_s1 + offs_n2[None, None, :, None] * buf97_s2 + offs_c0[None, None, None, :] * buf97_s3, t96, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m12 = _iota([32, 32], 1, device)
    m13 = _iota([32, 32], 0, device)
    m11 = _BINARY["Sub"](m12, m13)
    m14 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Ge"](m11, m14)
    m15 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m16 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m9 = torch.where(m10, m15, m16)
    m8 = m9.reshape([1, 1, 32, 32])
    m28 = inputs['v']
    m38 = inputs['q2']
    m41 = inputs['k2']
    m40 = m41.permute([0, 1, 3, 2])
    m93 = inputs['w_subln']
    m92 = m93.reshape([1, 1, 1, 32])
    buf97 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m92_ptr=m92, m92_s0=m92.stride(0), m92_s1=m92.stride(1), m92_s2=m92.stride(2), m92_s3=m92.stride(3), buf97_ptr=buf97, buf97_s0=buf97.stride(0), buf97_s1=buf97.stride(1), buf97_s2=buf97.stride(2), buf97_s3=buf97.stride(3), E_c0=32, E_c1=32, E_c2=16, E_c3=32, E_c4=16, E_n0=2, E_n1=4, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf97


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
