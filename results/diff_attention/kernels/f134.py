"""diff_attention [small], candidate 134: 1 kernel(s)

Rendered by EqiForge from candidate 134 of diff_attention [small]: grid(q1.2@2) loop(k1.3[16]: sum) loop(v.2[32]: max) loop(v.3[32]: sum) [7 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q1.2@2[32]
    c1: loop k1.3[16]
    c2: loop v.2[32]
    c3: loop v.3[32]

Run it on its own: `python kernels/f134.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 16, "c3": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 16, "c2": 32, "c3": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, m34_ptr, m34_s0, m34_s1, m34_s2, m34_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, m50_ptr, m50_s0, m50_s1, m50_s2, m50_s3, buf82_ptr, buf82_s0, buf82_s1, buf82_s2, buf82_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf82: Combine over grid q1.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    acc7 = tl.full([F_n0, F_n1, T_c0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c0[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc7 = acc7 + t6
    t8 = (acc7) * (0.25)
    t18 = tl.load(m9_ptr + offs_c0[None, None, :, None] * m9_s2 + offs_n2[None, None, None, :] * m9_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t19 = t8 + t18
    t20 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c0[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    acc27 = tl.full([F_n0, F_n1, T_c0, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t21 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t22 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t20, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t21, 0.0), 2), axis=3)
        t23 = (t22) * (0.25)
        t24 = tl.load(m9_ptr + offs_c0[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t25 = t23 + t24
        t26 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t25, -float('inf')), axis=3, keep_dims=True)
        acc27 = tl.maximum(acc27, t26)
    t28 = t19 - (acc27)
    t29 = tl.exp(t28)
    t30 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t29, 0.0), axis=3, keep_dims=True)
    t31 = (t29) / (t30)
    t33 = tl.load(m32_ptr + offs_n0[:, None, None, None] * m32_s0 + offs_n1[None, :, None, None] * m32_s1 + offs_c0[None, None, :, None] * m32_s2 + offs_n3[None, None, None, :] * m32_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t36 = tl.load(m34_ptr + offs_n0[:, None, None, None] * m34_s0 + offs_n1[None, :, None, None] * m34_s1 + offs_n3[None, None, :, None] * m34_s2 + offs_n2[None, None, None, :] * m34_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t37 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t33, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t36, 0.0), 2), axis=3)
    t38 = (t37) * (0.25)
    t39 = t38 + t18
    t40 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t39, -float('inf')), axis=3, keep_dims=True)
    t41 = t39 - (t40)
    t42 = tl.exp(t41)
    t43 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t42, 0.0), axis=3, keep_dims=True)
    t44 = (t42) / (t43)
    t45 = (t44) * (0.8375055882312481)
    t46 = t31 - (t45)
    t48 = tl.load(m47_ptr + offs_n0[:, None, None, None] * m47_s0 + offs_n1[None, :, None, None] * m47_s1 + offs_n2[None, None, :, None] * m47_s2 + offs_n2[None, None, None, :] * m47_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t49 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t48, 0.0), 2), axis=3)
    t52 = tl.load(m50_ptr + offs_n2[None, None, None, :] * m50_s3, mask=(offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t53 = (t49) * (t52)
    t54 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t55 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t20, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t54, 0.0), 2), axis=3)
    t56 = (t55) * (0.25)
    t57 = t56 + t18
    t58 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t57, -float('inf')), axis=3, keep_dims=True)
    t59 = t57 - (t58)
    t60 = tl.exp(t59)
    t61 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t60, 0.0), axis=3, keep_dims=True)
    t62 = (t60) / (t61)
    t63 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t33, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t36, 0.0), 2), axis=3)
    t64 = (t63) * (0.25)
    t65 = t64 + t18
    t66 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t65, -float('inf')), axis=3, keep_dims=True)
    t67 = t65 - (t66)
    t68 = tl.exp(t67)
    t69 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
    t70 = (t68) / (t69)
    t71 = (t70) * (0.8375055882312481)
    t72 = t62 - (t71)
    acc77 = tl.full([F_n0, F_n1, T_c0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t73 = tl.load(m47_ptr + offs_n0[:, None, None, None] * m47_s0 + offs_n1[None, :, None, None] * m47_s1 + offs_n2[None, None, :, None] * m47_s2 + offs_c3[None, None, None, :] * m47_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t74 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t72, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t73, 0.0), 2), axis=3)
        t75 = (t74) * (t74)
        t76 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t75, 0.0), axis=3, keep_dims=True)
        acc77 = acc77 + t76
    t78 = acc77 + 0.00032
    t79 = tl.rsqrt(t78)
    t80 = (t53) * (t79)
    t81 = (t80) * (1.2241106391612262)
    tl.store(buf82_ptr + offs_n0[:, None, None, None] * buf82_s0 + offs_n1[None, :, None, None] * buf82_s1 + offs_c0[None, None, :, None] * buf82_s2 + offs_n2[None, None, None, :] * buf82_s3, t81, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m32 = inputs['q2']
    m35 = inputs['k2']
    m34 = m35.permute([0, 1, 3, 2])
    m47 = inputs['v']
    m51 = inputs['w_subln']
    m50 = m51.reshape([1, 1, 1, 32])
    buf82 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m34_s2=m34.stride(2), m34_s3=m34.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m50_s2=m50.stride(2), m50_s3=m50.stride(3), buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), buf82_s2=buf82.stride(2), buf82_s3=buf82.stride(3), E_c0=32, E_c1=16, E_c2=32, E_c3=32, E_n0=2, E_n1=4, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf82


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
