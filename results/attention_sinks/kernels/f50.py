"""attention_sinks [small], candidate 50: 2 kernel(s)

Rendered by EqiForge from candidate 50 of attention_sinks [small]: grid(k.2@3) [1 mm] ; grid(v.3@4) loop(k.2[32]: rescale) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@4[16]
    c1: grid k.2@3[32]
    c2: loop k.2[32]

Run it on its own: `python kernels/f50.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 16, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 16, "c1": 32, "c2": 32}


@triton.jit
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf22_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf22: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c1[None, None, None, :, None] * m14_s3 + offs_n2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_n2[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t21 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t20, 0.0), 3), axis=4)
    tl.store(buf22_ptr + offs_n1[:, None, None, None, None] * buf22_s0 + offs_n1[None, :, None, None, None] * buf22_s1 + offs_n1[None, None, :, None, None] * buf22_s2 + offs_c1[None, None, None, :, None] * buf22_s3 + offs_n0[None, None, None, None, :] * buf22_s4, t21, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf22_ptr, buf22_s0, buf22_s1, buf22_s2, buf22_s3, buf22_s4, m25_ptr, m25_s0, m25_s1, m25_s2, m25_s3, m25_s4, m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, m51_s4, m61_ptr, m61_s0, m61_s1, m61_s2, m61_s3, m61_s4, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, buf76_s4, E_c0, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf76: Combine over grid v.3@4[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t23 = tl.load(buf22_ptr + offs_n1[:, None, None, None, None] * buf22_s0 + offs_n1[None, :, None, None, None] * buf22_s1 + offs_n1[None, None, :, None, None] * buf22_s2 + offs_n0[None, None, None, :, None] * buf22_s3 + offs_n0[None, None, None, None, :] * buf22_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t24 = tl.where(t13, -float("inf"), t23)
    t29 = tl.load(m25_ptr + offs_n0[None, None, None, :, None] * m25_s3 + offs_n0[None, None, None, None, :] * m25_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t30 = tl.where(t29, -float("inf"), t24)
    t31 = tl.where(t6, t24, t30)
    t32 = (t31) * (0.25)
    acc55 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc56 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], 0.0, tl.float32)
    acc57 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t33 = tl.load(m2_ptr + offs_c2[None, None, None, None, :] * m2_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t34 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c2[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t35 = tl.load(buf22_ptr + offs_n1[:, None, None, None, None] * buf22_s0 + offs_n1[None, :, None, None, None] * buf22_s1 + offs_n1[None, None, :, None, None] * buf22_s2 + offs_n0[None, None, None, :, None] * buf22_s3 + offs_c2[None, None, None, None, :] * buf22_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t36 = tl.where(t34, -float("inf"), t35)
        t37 = tl.load(m25_ptr + offs_n0[None, None, None, :, None] * m25_s3 + offs_c2[None, None, None, None, :] * m25_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t38 = tl.where(t37, -float("inf"), t36)
        t39 = tl.where(t33, t36, t38)
        t40 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t39, -float('inf')), axis=4, keep_dims=True)
        t41 = (t40) * (0.25)
        t42 = (t39) * (0.25)
        t43 = t41 - (t41)
        t44 = t43 == t43
        t45 = (t44) == 0
        t46 = tl.exp(t41)
        t47 = tl.where(t45, t46, t41)
        t48 = t42 - (t47)
        t49 = tl.exp(t48)
        t50 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t49, 0.0), axis=4, keep_dims=True)
        t53 = tl.load(m51_ptr + offs_n1[:, None, None, None, None] * m51_s0 + offs_n1[None, :, None, None, None] * m51_s1 + offs_c2[None, None, None, :, None] * m51_s3 + offs_n2[None, None, None, None, :] * m51_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t54 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t49, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t53, 0.0), 3), axis=4)
        m58 = tl.maximum(acc55, t41)
        r59 = tl.where(acc55 == -float("inf"), 0.0, tl.exp(acc55 - m58))
        r60 = tl.where(t41 == -float("inf"), 0.0, tl.exp(t41 - m58))
        acc56 = tl.where(acc55 == -float("inf"), 0.0, acc56 * r59) + tl.where(t41 == -float("inf"), 0.0, t50 * r60)
        acc57 = tl.where(acc55 == -float("inf"), 0.0, acc57 * r59) + tl.where(t41 == -float("inf"), 0.0, t54 * r60)
        acc55 = m58
    t63 = tl.load(m61_ptr + offs_n1[None, :, None, None, None] * m61_s1 + offs_n1[None, None, :, None, None] * m61_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t64 = tl.maximum(acc55, t63)
    t65 = t32 - (t64)
    t66 = tl.exp(t65)
    t67 = acc55 - (t64)
    t68 = tl.exp(t67)
    t69 = (acc56) * (t68)
    t70 = t63 - (t64)
    t71 = tl.exp(t70)
    t72 = t69 + t71
    t73 = (t66) / (t72)
    t74 = tl.load(m51_ptr + offs_n1[:, None, None, None, None] * m51_s0 + offs_n1[None, :, None, None, None] * m51_s1 + offs_n0[None, None, None, :, None] * m51_s3 + offs_c0[None, None, None, None, :] * m51_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0).to(tl.float32)
    t75 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t73, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t74, 0.0), 3), axis=4)
    tl.store(buf76_ptr + offs_n1[:, None, None, None, None] * buf76_s0 + offs_n1[None, :, None, None, None] * buf76_s1 + offs_n1[None, None, :, None, None] * buf76_s2 + offs_n0[None, None, None, :, None] * buf76_s3 + offs_c0[None, None, None, None, :] * buf76_s4, t75, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :])


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
    buf22 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf22_s4=buf22.stride(4), E_c1=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c1=T['c1'])
    m27 = _BINARY["Sub"](m10, m9)
    m28 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m26 = _BINARY["Ge"](m27, m28)
    m25 = m26.reshape([1, 1, 1, 32, 32])
    m52 = inputs['v']
    m51 = m52.reshape([2, 2, 1, 32, 16])
    m62 = inputs['sinks']
    m61 = m62.reshape([1, 2, 2, 1, 1])
    buf76 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s2=buf22.stride(2), buf22_s3=buf22.stride(3), buf22_s4=buf22.stride(4), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m25_s2=m25.stride(2), m25_s3=m25.stride(3), m25_s4=m25.stride(4), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), m51_s4=m51.stride(4), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), m61_s3=m61.stride(3), m61_s4=m61.stride(4), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), buf76_s4=buf76.stride(4), E_c0=16, E_c2=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    m1 = buf76.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
