"""diff_attention [small], candidate 1489: 1 kernel(s)

Rendered by EqiForge from candidate 1489 of diff_attention [small]: grid(v.1@1) loop(v.2[32]: rescale) loop(v.3[32]: sum) {loop(k1.3[16]: pair(sum, sum)) loop(k2.3[16]: pair(sum, sum))} [7 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.1@1[4]
    c1: loop v.2[32]
    c2: loop v.3[32]
    c3: loop k1.3[16]
    c4: loop k2.3[16]

Run it on its own: `python kernels/f1489.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 16, "c2": 16, "c3": 8, "c4": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 4, "c1": 32, "c2": 32, "c3": 16, "c4": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m56_ptr, m56_s0, m56_s1, m56_s2, m56_s3, buf95_ptr, buf95_s0, buf95_s1, buf95_s2, buf95_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf95: Combine over grid v.1@1[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc31 = tl.full([F_n0, T_c0, F_n1, 1], -float('inf'), tl.float32)
    acc32 = tl.full([F_n0, T_c0, F_n1, 1], 0.0, tl.float32)
    acc33 = tl.full([F_n0, T_c0, F_n1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        t17 = tl.load(m8_ptr + offs_n1[None, None, :, None] * m8_s2 + offs_c1[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
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
        t29 = tl.load(m28_ptr + offs_n0[:, None, None, None] * m28_s0 + offs_c0[None, :, None, None] * m28_s1 + offs_c1[None, None, :, None] * m28_s2 + offs_n1[None, None, None, :] * m28_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t30 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t26, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t29, 0.0), 2), axis=3)
        m34 = tl.maximum(acc31, t19)
        r35 = tl.where(acc31 == -float("inf"), 0.0, tl.exp(acc31 - m34))
        r36 = tl.where(t19 == -float("inf"), 0.0, tl.exp(t19 - m34))
        acc32 = tl.where(acc31 == -float("inf"), 0.0, acc32 * r35) + tl.where(t19 == -float("inf"), 0.0, t27 * r36)
        acc33 = tl.where(acc31 == -float("inf"), 0.0, acc33 * r35) + tl.where(t19 == -float("inf"), 0.0, t30 * r36)
        acc31 = m34
    t37 = (acc33) / (acc32)
    t39 = tl.load(m38_ptr + offs_n0[:, None, None, None] * m38_s0 + offs_c0[None, :, None, None] * m38_s1 + offs_n1[None, None, :, None] * m38_s2 + offs_n2[None, None, None, :] * m38_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t42 = tl.load(m40_ptr + offs_n0[:, None, None, None] * m40_s0 + offs_c0[None, :, None, None] * m40_s1 + offs_n2[None, None, :, None] * m40_s2 + offs_n1[None, None, None, :] * m40_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t43 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t39, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t42, 0.0), 2), axis=3)
    t44 = (t43) * (0.25)
    t45 = tl.load(m8_ptr + offs_n1[None, None, :, None] * m8_s2 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t46 = t44 + t45
    t47 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t46, -float('inf')), axis=3, keep_dims=True)
    t48 = t46 - (t47)
    t49 = tl.exp(t48)
    t50 = tl.load(m28_ptr + offs_n0[:, None, None, None] * m28_s0 + offs_c0[None, :, None, None] * m28_s1 + offs_n1[None, None, :, None] * m28_s2 + offs_n1[None, None, None, :] * m28_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t51 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t49, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t50, 0.0), 2), axis=3)
    t52 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t49, 0.0), axis=3, keep_dims=True)
    t53 = (t51) / (t52)
    t54 = (t53) * (0.8375055882312481)
    t55 = t37 - (t54)
    t58 = tl.load(m56_ptr + offs_n1[None, None, None, :] * m56_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t59 = (t55) * (t58)
    acc64 = tl.full([F_n0, T_c0, F_n1, F_n1], 0.0, tl.float32)
    acc65 = tl.full([F_n0, T_c0, F_n1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t60 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t61 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t62 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t60, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t61, 0.0), 2), axis=3)
        t63 = (t62) * (0.25)
        acc64 = acc64 + t63
        acc65 = acc65 + t62
    t66 = acc64 + t45
    t67 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t66, -float('inf')), axis=3, keep_dims=True)
    t68 = t66 - (t67)
    t69 = tl.exp(t68)
    t70 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t69, 0.0), axis=3, keep_dims=True)
    t71 = (t69) / (t70)
    acc76 = tl.full([F_n0, T_c0, F_n1, F_n1], 0.0, tl.float32)
    acc77 = tl.full([F_n0, T_c0, F_n1, F_n1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t72 = tl.load(m38_ptr + offs_n0[:, None, None, None] * m38_s0 + offs_c0[None, :, None, None] * m38_s1 + offs_n1[None, None, :, None] * m38_s2 + offs_c4[None, None, None, :] * m38_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t73 = tl.load(m40_ptr + offs_n0[:, None, None, None] * m40_s0 + offs_c0[None, :, None, None] * m40_s1 + offs_c4[None, None, :, None] * m40_s2 + offs_n1[None, None, None, :] * m40_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t74 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t72, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t73, 0.0), 2), axis=3)
        t75 = (t74) * (0.25)
        acc76 = acc76 + t75
        acc77 = acc77 + t74
    t78 = acc76 + t45
    t79 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t78, -float('inf')), axis=3, keep_dims=True)
    t80 = t78 - (t79)
    t81 = tl.exp(t80)
    t82 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t81, 0.0), axis=3, keep_dims=True)
    t83 = (t81) / (t82)
    t84 = (t83) * (0.8375055882312481)
    t85 = t71 - (t84)
    acc90 = tl.full([F_n0, T_c0, F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t86 = tl.load(m28_ptr + offs_n0[:, None, None, None] * m28_s0 + offs_c0[None, :, None, None] * m28_s1 + offs_n1[None, None, :, None] * m28_s2 + offs_c2[None, None, None, :] * m28_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t87 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t85, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t86, 0.0), 2), axis=3)
        t88 = (t87) * (t87)
        t89 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t88, 0.0), axis=3, keep_dims=True)
        acc90 = acc90 + t89
    t91 = acc90 + 0.00032
    t92 = tl.rsqrt(t91)
    t93 = (t59) * (t92)
    t94 = (t93) * (1.2241106391612262)
    tl.store(buf95_ptr + offs_n0[:, None, None, None] * buf95_s0 + offs_c0[None, :, None, None] * buf95_s1 + offs_n1[None, None, :, None] * buf95_s2 + offs_n1[None, None, None, :] * buf95_s3, t94, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m57 = inputs['w_subln']
    m56 = m57.reshape([1, 1, 1, 32])
    buf95 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m56_s2=m56.stride(2), m56_s3=m56.stride(3), buf95_ptr=buf95, buf95_s0=buf95.stride(0), buf95_s1=buf95.stride(1), buf95_s2=buf95.stride(2), buf95_s3=buf95.stride(3), E_c0=4, E_c1=32, E_c2=32, E_c3=16, E_c4=16, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf95


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
