"""attention_sinks [small], candidate 42: 2 kernel(s)

Rendered by EqiForge from candidate 42 of attention_sinks [small]: grid(k.2@3) loop(k.3[16]: sum) [1 mm] ; grid(k.0@0) loop(k.2[32]: rescale) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: grid k.2@3[32]
    c3: loop k.3[16]

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
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 16, "c3": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 32, "c3": 16}


@triton.jit
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, buf23_ptr, buf23_s0, buf23_s1, buf23_s2, buf23_s3, buf23_s4, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf23: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc22 = tl.full([F_n1, F_n1, F_n1, T_c2, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c2[None, None, None, :, None] * m14_s3 + offs_c3[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c3[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t20, 0.0), 3), axis=4)
        acc22 = acc22 + t21
    tl.store(buf23_ptr + offs_n1[:, None, None, None, None] * buf23_s0 + offs_n1[None, :, None, None, None] * buf23_s1 + offs_n1[None, None, :, None, None] * buf23_s2 + offs_c2[None, None, None, :, None] * buf23_s3 + offs_n0[None, None, None, None, :] * buf23_s4, acc22, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf23_ptr, buf23_s0, buf23_s1, buf23_s2, buf23_s3, buf23_s4, m26_ptr, m26_s0, m26_s1, m26_s2, m26_s3, m26_s4, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m44_s4, m54_ptr, m54_s0, m54_s1, m54_s2, m54_s3, m54_s4, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, buf66_s4, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf66: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc48 = tl.full([T_c0, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc49 = tl.full([T_c0, F_n1, F_n1, F_n0, 1], 0.0, tl.float32)
    acc50 = tl.full([T_c0, F_n1, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t6 = tl.load(m2_ptr + offs_c1[None, None, None, None, :] * m2_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t13 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c1[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t24 = tl.load(buf23_ptr + offs_c0[:, None, None, None, None] * buf23_s0 + offs_n1[None, :, None, None, None] * buf23_s1 + offs_n1[None, None, :, None, None] * buf23_s2 + offs_n0[None, None, None, :, None] * buf23_s3 + offs_c1[None, None, None, None, :] * buf23_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t25 = tl.where(t13, -float("inf"), t24)
        t30 = tl.load(m26_ptr + offs_n0[None, None, None, :, None] * m26_s3 + offs_c1[None, None, None, None, :] * m26_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t31 = tl.where(t30, -float("inf"), t25)
        t32 = tl.where(t6, t25, t31)
        t33 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t32, -float('inf')), axis=4, keep_dims=True)
        t34 = (t33) * (0.25)
        t35 = (t32) * (0.25)
        t36 = t34 - (t34)
        t37 = t36 == t36
        t38 = (t37) == 0
        t39 = tl.exp(t34)
        t40 = tl.where(t38, t39, t34)
        t41 = t35 - (t40)
        t42 = tl.exp(t41)
        t43 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t42, 0.0), axis=4, keep_dims=True)
        t46 = tl.load(m44_ptr + offs_c0[:, None, None, None, None] * m44_s0 + offs_n1[None, :, None, None, None] * m44_s1 + offs_c1[None, None, None, :, None] * m44_s3 + offs_n2[None, None, None, None, :] * m44_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t47 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t42, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t46, 0.0), 3), axis=4)
        m51 = tl.maximum(acc48, t34)
        r52 = tl.where(acc48 == -float("inf"), 0.0, tl.exp(acc48 - m51))
        r53 = tl.where(t34 == -float("inf"), 0.0, tl.exp(t34 - m51))
        acc49 = tl.where(acc48 == -float("inf"), 0.0, acc49 * r52) + tl.where(t34 == -float("inf"), 0.0, t43 * r53)
        acc50 = tl.where(acc48 == -float("inf"), 0.0, acc50 * r52) + tl.where(t34 == -float("inf"), 0.0, t47 * r53)
        acc48 = m51
    t56 = tl.load(m54_ptr + offs_n1[None, :, None, None, None] * m54_s1 + offs_n1[None, None, :, None, None] * m54_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t57 = tl.maximum(acc48, t56)
    t58 = acc48 - (t57)
    t59 = tl.exp(t58)
    t60 = (acc50) * (t59)
    t61 = (acc49) * (t59)
    t62 = t56 - (t57)
    t63 = tl.exp(t62)
    t64 = t61 + t63
    t65 = (t60) / (t64)
    tl.store(buf66_ptr + offs_c0[:, None, None, None, None] * buf66_s0 + offs_n1[None, :, None, None, None] * buf66_s1 + offs_n1[None, None, :, None, None] * buf66_s2 + offs_n0[None, None, None, :, None] * buf66_s3 + offs_n2[None, None, None, None, :] * buf66_s4, t65, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m3 = _BINARY["Lt"](m4, m5)
    m2 = m3.reshape([1, 1, 1, 1, 32])
    m9 = m4.reshape([1, 32])
    m11 = m4.reshape([32, 1])
    m12 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Add"](m11, m12)
    m8 = _BINARY["Gt"](m9, m10)
    m7 = m8.reshape([1, 1, 1, 32, 32])
    m15 = inputs['q']
    m14 = m15.reshape([2, 2, 2, 32, 16])
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.permute([0, 1, 2, 4, 3])
    buf23 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf23_s2=buf23.stride(2), buf23_s3=buf23.stride(3), buf23_s4=buf23.stride(4), E_c2=32, E_c3=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c2=T['c2'], T_c3=T['c3'])
    m28 = _BINARY["Sub"](m10, m9)
    m29 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m27 = _BINARY["Ge"](m28, m29)
    m26 = m27.reshape([1, 1, 1, 32, 32])
    m45 = inputs['v']
    m44 = m45.reshape([2, 2, 1, 32, 16])
    m55 = inputs['sinks']
    m54 = m55.reshape([1, 2, 2, 1, 1])
    buf66 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf23_s2=buf23.stride(2), buf23_s3=buf23.stride(3), buf23_s4=buf23.stride(4), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m26_s3=m26.stride(3), m26_s4=m26.stride(4), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m44_s4=m44.stride(4), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m54_s3=m54.stride(3), m54_s4=m54.stride(4), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), buf66_s4=buf66.stride(4), E_c0=2, E_c1=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m1 = buf66.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
