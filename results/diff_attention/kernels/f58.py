"""diff_attention [small], candidate 58: 1 kernel(s)

Rendered by EqiForge from candidate 58 of diff_attention [small]: grid(v.0@0) loop(k1.3[16]: sum) loop(v.2[32]: rescale) {loop(k1.3[16]: sum)} loop(k2.3[16]: sum) loop(v.2[32]: rescale) {loop(k2.3[16]: sum)} [5 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: loop k1.3[16]
    c2: loop v.2[32]
    c3: loop k2.3[16]

Run it on its own: `python kernels/f58.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 16, "c3": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 16, "c2": 32, "c3": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m46_ptr, m46_s0, m46_s1, m46_s2, m46_s3, m79_ptr, m79_s0, m79_s1, m79_s2, m79_s3, m87_ptr, m87_s0, m87_s1, m87_s2, m87_s3, buf92_ptr, buf92_s0, buf92_s1, buf92_s2, buf92_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf92: Combine over grid v.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc7 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc7 = acc7 + t6
    t8 = (acc7) * (0.25)
    t18 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t19 = t8 + t18
    acc36 = tl.full([T_c0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc37 = tl.full([T_c0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc23 = tl.full([T_c0, F_n0, F_n1, T_c2], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t20 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
            t21 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t22 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t20, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t21, 0.0), 2), axis=3)
            acc23 = acc23 + t22
        t24 = (acc23) * (0.25)
        t25 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t26 = t24 + t25
        t27 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
        t28 = t27 - (t27)
        t29 = t28 == t28
        t30 = (t29) == 0
        t31 = tl.exp(t27)
        t32 = tl.where(t30, t31, t27)
        t33 = t26 - (t32)
        t34 = tl.exp(t33)
        t35 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t34, 0.0), axis=3, keep_dims=True)
        m38 = tl.maximum(acc36, t27)
        r39 = tl.where(acc36 == -float("inf"), 0.0, tl.exp(acc36 - m38))
        r40 = tl.where(t27 == -float("inf"), 0.0, tl.exp(t27 - m38))
        acc37 = tl.where(acc36 == -float("inf"), 0.0, acc37 * r39) + tl.where(t27 == -float("inf"), 0.0, t35 * r40)
        acc36 = m38
    t41 = t19 - (acc36)
    t42 = tl.exp(t41)
    t43 = (t42) / (acc37)
    acc50 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t45 = tl.load(m44_ptr + offs_c0[:, None, None, None] * m44_s0 + offs_n0[None, :, None, None] * m44_s1 + offs_n1[None, None, :, None] * m44_s2 + offs_c3[None, None, None, :] * m44_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t48 = tl.load(m46_ptr + offs_c0[:, None, None, None] * m46_s0 + offs_n0[None, :, None, None] * m46_s1 + offs_c3[None, None, :, None] * m46_s2 + offs_n1[None, None, None, :] * m46_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t49 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t45, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t48, 0.0), 2), axis=3)
        acc50 = acc50 + t49
    t51 = (acc50) * (0.25)
    t52 = t51 + t18
    acc69 = tl.full([T_c0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc70 = tl.full([T_c0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc56 = tl.full([T_c0, F_n0, F_n1, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t53 = tl.load(m44_ptr + offs_c0[:, None, None, None] * m44_s0 + offs_n0[None, :, None, None] * m44_s1 + offs_n1[None, None, :, None] * m44_s2 + offs_c3[None, None, None, :] * m44_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
            t54 = tl.load(m46_ptr + offs_c0[:, None, None, None] * m46_s0 + offs_n0[None, :, None, None] * m46_s1 + offs_c3[None, None, :, None] * m46_s2 + offs_c2[None, None, None, :] * m46_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t55 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t53, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t54, 0.0), 2), axis=3)
            acc56 = acc56 + t55
        t57 = (acc56) * (0.25)
        t58 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t59 = t57 + t58
        t60 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t59, -float('inf')), axis=3, keep_dims=True)
        t61 = t60 - (t60)
        t62 = t61 == t61
        t63 = (t62) == 0
        t64 = tl.exp(t60)
        t65 = tl.where(t63, t64, t60)
        t66 = t59 - (t65)
        t67 = tl.exp(t66)
        t68 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t67, 0.0), axis=3, keep_dims=True)
        m71 = tl.maximum(acc69, t60)
        r72 = tl.where(acc69 == -float("inf"), 0.0, tl.exp(acc69 - m71))
        r73 = tl.where(t60 == -float("inf"), 0.0, tl.exp(t60 - m71))
        acc70 = tl.where(acc69 == -float("inf"), 0.0, acc70 * r72) + tl.where(t60 == -float("inf"), 0.0, t68 * r73)
        acc69 = m71
    t74 = t52 - (acc69)
    t75 = tl.exp(t74)
    t76 = (t75) / (acc70)
    t77 = (t76) * (0.8375055882312481)
    t78 = t43 - (t77)
    t80 = tl.load(m79_ptr + offs_c0[:, None, None, None] * m79_s0 + offs_n0[None, :, None, None] * m79_s1 + offs_n1[None, None, :, None] * m79_s2 + offs_n1[None, None, None, :] * m79_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t81 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t78, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t80, 0.0), 2), axis=3)
    t82 = (t81) * (t81)
    t83 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t82, 0.0), axis=3, keep_dims=True)
    t84 = t83 + 0.00032
    t85 = tl.rsqrt(t84)
    t86 = (t81) * (t85)
    t89 = tl.load(m87_ptr + offs_n1[None, None, None, :] * m87_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t90 = (t86) * (t89)
    t91 = (t90) * (1.2241106391612262)
    tl.store(buf92_ptr + offs_c0[:, None, None, None] * buf92_s0 + offs_n0[None, :, None, None] * buf92_s1 + offs_n1[None, None, :, None] * buf92_s2 + offs_n1[None, None, None, :] * buf92_s3, t91, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m13 = _iota([32, 32], 1, device)
    m14 = _iota([32, 32], 0, device)
    m12 = _BINARY["Sub"](m13, m14)
    m15 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Ge"](m12, m15)
    m16 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m17 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m10 = torch.where(m11, m16, m17)
    m9 = m10.reshape([1, 1, 32, 32])
    m44 = inputs['q2']
    m47 = inputs['k2']
    m46 = m47.permute([0, 1, 3, 2])
    m79 = inputs['v']
    m88 = inputs['w_subln']
    m87 = m88.reshape([1, 1, 1, 32])
    buf92 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), m46_s3=m46.stride(3), m79_ptr=m79, m79_s0=m79.stride(0), m79_s1=m79.stride(1), m79_s2=m79.stride(2), m79_s3=m79.stride(3), m87_ptr=m87, m87_s0=m87.stride(0), m87_s1=m87.stride(1), m87_s2=m87.stride(2), m87_s3=m87.stride(3), buf92_ptr=buf92, buf92_s0=buf92.stride(0), buf92_s1=buf92.stride(1), buf92_s2=buf92.stride(2), buf92_s3=buf92.stride(3), E_c0=2, E_c1=16, E_c2=32, E_c3=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf92


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
