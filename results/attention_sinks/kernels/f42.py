"""attention_sinks [small], candidate 42: 2 kernel(s)

Rendered by EqiForge from candidate 42 of attention_sinks [small]: grid(k.1@1) loop(k.3[16]: pair(sum, sum)) [1 mm] ; grid() loop(k.2[32]: pair(sum, sum)) {loop(k.3[16]: pair(sum, sum)) loop(k.3[16]: pair(sum, sum))}
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[32]
    c1: loop k.3[16]
    c2: grid k.1@1[2]

Run it on its own: `python kernels/f42.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 1}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m26_ptr, m26_s0, m26_s1, m26_s2, m26_s3, m26_s4, buf46_ptr, buf46_s0, buf46_s1, buf46_s2, buf46_s3, buf46_s4, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf46: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t33 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t34 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    acc39 = tl.full([F_n1, T_c2, F_n1, F_n0, F_n0], 0.0, tl.float32)
    acc40 = tl.full([F_n1, T_c2, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t35 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_c2[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_c1[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t36 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_c2[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
        t37 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t35, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t36, 0.0), 3), axis=4)
        t38 = (t37) * (0.25)
        acc39 = acc39 + t37
        acc40 = acc40 + t38
    t41 = tl.where(t34, -float("inf"), acc40)
    t42 = tl.load(m26_ptr + offs_n0[None, None, None, :, None] * m26_s3 + offs_n0[None, None, None, None, :] * m26_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t43 = tl.where(t42, -float("inf"), t41)
    t44 = tl.where(t33, t41, t43)
    t45 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t44, -float('inf')), axis=4, keep_dims=True)
    tl.store(buf46_ptr + offs_n1[:, None, None, None, None] * buf46_s0 + offs_c2[None, :, None, None, None] * buf46_s1 + offs_n1[None, None, :, None, None] * buf46_s2 + offs_n0[None, None, None, :, None] * buf46_s3, t45, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c2 < E_c2)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m26_ptr, m26_s0, m26_s1, m26_s2, m26_s3, m26_s4, buf46_ptr, buf46_s0, buf46_s1, buf46_s2, buf46_s3, buf46_s4, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m48_s4, m73_ptr, m73_s0, m73_s1, m73_s2, m73_s3, m73_s4, buf80_ptr, buf80_s0, buf80_s1, buf80_s2, buf80_s3, buf80_s4, buf81_ptr, buf81_s0, buf81_s1, buf81_s2, buf81_s3, buf81_s4, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf80, buf81: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t47 = tl.load(buf46_ptr + offs_n1[:, None, None, None, None] * buf46_s0 + offs_n1[None, :, None, None, None] * buf46_s1 + offs_n1[None, None, :, None, None] * buf46_s2 + offs_n0[None, None, None, :, None] * buf46_s3, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None], other=0).to(tl.float32)
    t50 = tl.load(m48_ptr + offs_n1[None, :, None, None, None] * m48_s1 + offs_n1[None, None, :, None, None] * m48_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t51 = tl.maximum(t47, t50)
    t54 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t55 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    acc60 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    acc61 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t56 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_c1[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t57 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
        t58 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t56, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t57, 0.0), 3), axis=4)
        t59 = (t58) * (0.25)
        acc60 = acc60 + t59
        acc61 = acc61 + t58
    t62 = tl.where(t55, -float("inf"), acc60)
    t63 = tl.load(m26_ptr + offs_n0[None, None, None, :, None] * m26_s3 + offs_n0[None, None, None, None, :] * m26_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t64 = tl.where(t63, -float("inf"), t62)
    t65 = tl.where(t54, t62, t64)
    t66 = t65 - (t51)
    t67 = tl.exp(t66)
    t68 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t67, 0.0), axis=4, keep_dims=True)
    t69 = t50 - (t51)
    t70 = tl.exp(t69)
    t71 = t68 + t70
    acc78 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n2], 0.0, tl.float32)
    acc79 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t6 = tl.load(m2_ptr + offs_c0[None, None, None, None, :] * m2_s4, mask=(offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t13 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0)
        acc23 = tl.full([F_n1, F_n1, F_n1, F_n0, T_c0], 0.0, tl.float32)
        acc24 = tl.full([F_n1, F_n1, F_n1, F_n0, T_c0], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_c1[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
            t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_c0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0).to(tl.float32)
            t21 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t20, 0.0), 3), axis=4)
            t22 = (t21) * (0.25)
            acc23 = acc23 + t21
            acc24 = acc24 + t22
        t25 = tl.where(t13, -float("inf"), acc24)
        t30 = tl.load(m26_ptr + offs_n0[None, None, None, :, None] * m26_s3 + offs_c0[None, None, None, None, :] * m26_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t31 = tl.where(t30, -float("inf"), t25)
        t32 = tl.where(t6, t25, t31)
        t52 = t32 - (t51)
        t53 = tl.exp(t52)
        t72 = (t53) / (t71)
        t75 = tl.load(m73_ptr + offs_n1[:, None, None, None, None] * m73_s0 + offs_n1[None, :, None, None, None] * m73_s1 + offs_c0[None, None, None, :, None] * m73_s3 + offs_n2[None, None, None, None, :] * m73_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t76 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, None, :], t72, 0.0), 5) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :, None], t75, 0.0), 3), axis=4)
        t77 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, None, :], t53, 0.0), 5) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :, None], t75, 0.0), 3), axis=4)
        acc78 = acc78 + t76
        acc79 = acc79 + t77
    tl.store(buf80_ptr + offs_n1[:, None, None, None, None] * buf80_s0 + offs_n1[None, :, None, None, None] * buf80_s1 + offs_n1[None, None, :, None, None] * buf80_s2 + offs_n0[None, None, None, :, None] * buf80_s3 + offs_n2[None, None, None, None, :] * buf80_s4, acc78, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])
    tl.store(buf81_ptr + offs_n1[:, None, None, None, None] * buf81_s0 + offs_n1[None, :, None, None, None] * buf81_s1 + offs_n1[None, None, :, None, None] * buf81_s2 + offs_n0[None, None, None, :, None] * buf81_s3 + offs_n2[None, None, None, None, :] * buf81_s4, acc79, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m4 = _iota([32], 0, device)
    m3 = m4.reshape([1, 1, 1, 1, 32])
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m5)
    m9 = m4.reshape([1, 32])
    m12 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Add"](m4, m12)
    m10 = m11.reshape([32, 1])
    m8 = _BINARY["Gt"](m9, m10)
    m7 = m8.reshape([1, 1, 1, 32, 32])
    m15 = inputs['q']
    m14 = m15.reshape([2, 2, 2, 32, 16])
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.permute([0, 1, 2, 4, 3])
    m28 = _BINARY["Sub"](m10, m9)
    m29 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m27 = _BINARY["Ge"](m28, m29)
    m26 = m27.reshape([1, 1, 1, 32, 32])
    buf46 = torch.full([2, 2, 2, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c2']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m26_s3=m26.stride(3), m26_s4=m26.stride(4), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), buf46_s2=buf46.stride(2), buf46_s3=buf46.stride(3), buf46_s4=buf46.stride(4), E_c1=16, E_c2=2, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    m49 = inputs['sinks']
    m48 = m49.reshape([1, 2, 2, 1, 1])
    m74 = inputs['v']
    m73 = m74.reshape([2, 2, 1, 32, 16])
    buf80 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    buf81 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m26_s3=m26.stride(3), m26_s4=m26.stride(4), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), buf46_s2=buf46.stride(2), buf46_s3=buf46.stride(3), buf46_s4=buf46.stride(4), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m48_s4=m48.stride(4), m73_ptr=m73, m73_s0=m73.stride(0), m73_s1=m73.stride(1), m73_s2=m73.stride(2), m73_s3=m73.stride(3), m73_s4=m73.stride(4), buf80_ptr=buf80, buf80_s0=buf80.stride(0), buf80_s1=buf80.stride(1), buf80_s2=buf80.stride(2), buf80_s3=buf80.stride(3), buf80_s4=buf80.stride(4), buf81_ptr=buf81, buf81_s0=buf81.stride(0), buf81_s1=buf81.stride(1), buf81_s2=buf81.stride(2), buf81_s3=buf81.stride(3), buf81_s4=buf81.stride(4), E_c0=32, E_c1=16, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m1 = buf80.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
