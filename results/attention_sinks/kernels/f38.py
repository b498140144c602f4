"""attention_sinks [small], candidate 38: 2 kernel(s)

Rendered by EqiForge from candidate 38 of attention_sinks [small]: grid(k.2@3) loop(k.3[16]: pair(sum, sum)) [1 mm] ; grid() loop(k.2[32]: pair(sum, sum))
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[32]
    c1: grid k.2@3[32]
    c2: loop k.3[16]

Run it on its own: `python kernels/f38.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 8}


@triton.jit
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf25: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc23 = tl.full([F_n1, F_n1, F_n1, T_c1, F_n0], 0.0, tl.float32)
    acc24 = tl.full([F_n1, F_n1, F_n1, T_c1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c1[None, None, None, :, None] * m14_s3 + offs_c2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c2[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t20, 0.0), 3), axis=4)
        t22 = (t21) * (0.25)
        acc23 = acc23 + t21
        acc24 = acc24 + t22
    tl.store(buf25_ptr + offs_n1[:, None, None, None, None] * buf25_s0 + offs_n1[None, :, None, None, None] * buf25_s1 + offs_n1[None, None, :, None, None] * buf25_s2 + offs_c1[None, None, None, :, None] * buf25_s3 + offs_n0[None, None, None, None, :] * buf25_s4, acc24, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m28_s4, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m43_s4, m56_ptr, m56_s0, m56_s1, m56_s2, m56_s3, m56_s4, buf63_ptr, buf63_s0, buf63_s1, buf63_s2, buf63_s3, buf63_s4, buf64_ptr, buf64_s0, buf64_s1, buf64_s2, buf64_s3, buf64_s4, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf63, buf64: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t35 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t36 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t37 = tl.load(buf25_ptr + offs_n1[:, None, None, None, None] * buf25_s0 + offs_n1[None, :, None, None, None] * buf25_s1 + offs_n1[None, None, :, None, None] * buf25_s2 + offs_n0[None, None, None, :, None] * buf25_s3 + offs_n0[None, None, None, None, :] * buf25_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t38 = tl.where(t36, -float("inf"), t37)
    t39 = tl.load(m28_ptr + offs_n0[None, None, None, :, None] * m28_s3 + offs_n0[None, None, None, None, :] * m28_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t40 = tl.where(t39, -float("inf"), t38)
    t41 = tl.where(t35, t38, t40)
    t42 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t41, -float('inf')), axis=4, keep_dims=True)
    t45 = tl.load(m43_ptr + offs_n1[None, :, None, None, None] * m43_s1 + offs_n1[None, None, :, None, None] * m43_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t46 = tl.maximum(t42, t45)
    t49 = t41 - (t46)
    t50 = tl.exp(t49)
    t51 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t50, 0.0), axis=4, keep_dims=True)
    t52 = t45 - (t46)
    t53 = tl.exp(t52)
    t54 = t51 + t53
    acc61 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n2], 0.0, tl.float32)
    acc62 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t6 = tl.load(m2_ptr + offs_c0[None, None, None, None, :] * m2_s4, mask=(offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t13 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t26 = tl.load(buf25_ptr + offs_n1[:, None, None, None, None] * buf25_s0 + offs_n1[None, :, None, None, None] * buf25_s1 + offs_n1[None, None, :, None, None] * buf25_s2 + offs_n0[None, None, None, :, None] * buf25_s3 + offs_c0[None, None, None, None, :] * buf25_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0).to(tl.float32)
        t27 = tl.where(t13, -float("inf"), t26)
        t32 = tl.load(m28_ptr + offs_n0[None, None, None, :, None] * m28_s3 + offs_c0[None, None, None, None, :] * m28_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t33 = tl.where(t32, -float("inf"), t27)
        t34 = tl.where(t6, t27, t33)
        t47 = t34 - (t46)
        t48 = tl.exp(t47)
        t55 = (t48) / (t54)
        t58 = tl.load(m56_ptr + offs_n1[:, None, None, None, None] * m56_s0 + offs_n1[None, :, None, None, None] * m56_s1 + offs_c0[None, None, None, :, None] * m56_s3 + offs_n2[None, None, None, None, :] * m56_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t59 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, None, :], t55, 0.0), 5) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :, None], t58, 0.0), 3), axis=4)
        t60 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, None, :], t48, 0.0), 5) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :, None], t58, 0.0), 3), axis=4)
        acc61 = acc61 + t59
        acc62 = acc62 + t60
    tl.store(buf63_ptr + offs_n1[:, None, None, None, None] * buf63_s0 + offs_n1[None, :, None, None, None] * buf63_s1 + offs_n1[None, None, :, None, None] * buf63_s2 + offs_n0[None, None, None, :, None] * buf63_s3 + offs_n2[None, None, None, None, :] * buf63_s4, acc61, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])
    tl.store(buf64_ptr + offs_n1[:, None, None, None, None] * buf64_s0 + offs_n1[None, :, None, None, None] * buf64_s1 + offs_n1[None, None, :, None, None] * buf64_s2 + offs_n0[None, None, None, :, None] * buf64_s3 + offs_n2[None, None, None, None, :] * buf64_s4, acc62, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    buf25 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), E_c1=32, E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    m30 = _BINARY["Sub"](m10, m9)
    m31 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m29 = _BINARY["Ge"](m30, m31)
    m28 = m29.reshape([1, 1, 1, 32, 32])
    m44 = inputs['sinks']
    m43 = m44.reshape([1, 2, 2, 1, 1])
    m57 = inputs['v']
    m56 = m57.reshape([2, 2, 1, 32, 16])
    buf63 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    buf64 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m28_s4=m28.stride(4), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m43_s4=m43.stride(4), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m56_s2=m56.stride(2), m56_s3=m56.stride(3), m56_s4=m56.stride(4), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf63_s2=buf63.stride(2), buf63_s3=buf63.stride(3), buf63_s4=buf63.stride(4), buf64_ptr=buf64, buf64_s0=buf64.stride(0), buf64_s1=buf64.stride(1), buf64_s2=buf64.stride(2), buf64_s3=buf64.stride(3), buf64_s4=buf64.stride(4), E_c0=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'])
    m1 = buf63.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
