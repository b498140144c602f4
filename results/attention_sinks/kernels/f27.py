"""attention_sinks [small], candidate 27: 1 kernel(s)

Rendered by EqiForge from candidate 27 of attention_sinks [small]: grid(k.2@3) loop(k.3[16]: sum) loop(k.2[32]: sum) {loop(k.3[16]: pair(sum, sum))} [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.2@3[32]
    c1: loop k.3[16]
    c2: loop k.2[32]

Run it on its own: `python kernels/f27.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 16, "c2": 32}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m24_ptr, m24_s0, m24_s1, m24_s2, m24_s3, m24_s4, m34_ptr, m34_s0, m34_s1, m34_s2, m34_s3, m34_s4, m72_ptr, m72_s0, m72_s1, m72_s2, m72_s3, m72_s4, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, buf76_s4, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf76: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_c0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    acc22 = tl.full([F_n1, F_n1, F_n1, T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c0[None, None, None, :, None] * m14_s3 + offs_c1[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t20, 0.0), 3), axis=4)
        acc22 = acc22 + t21
    t23 = tl.where(t13, -float("inf"), acc22)
    t28 = tl.load(m24_ptr + offs_c0[None, None, None, :, None] * m24_s3 + offs_n0[None, None, None, None, :] * m24_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t29 = tl.where(t28, -float("inf"), t23)
    t30 = tl.where(t6, t23, t29)
    t31 = (t30) * (0.25)
    t32 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t30, -float('inf')), axis=4, keep_dims=True)
    t33 = (t32) * (0.25)
    t36 = tl.load(m34_ptr + offs_n1[None, :, None, None, None] * m34_s1 + offs_n1[None, None, :, None, None] * m34_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t37 = tl.maximum(t33, t36)
    t38 = t31 - (t37)
    t39 = tl.exp(t38)
    t54 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t55 = tl.load(m7_ptr + offs_c0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t57 = tl.load(m24_ptr + offs_c0[None, None, None, :, None] * m24_s3 + offs_n0[None, None, None, None, :] * m24_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t62 = tl.load(m34_ptr + offs_n1[None, :, None, None, None] * m34_s1 + offs_n1[None, None, :, None, None] * m34_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    acc67 = tl.full([F_n1, F_n1, F_n1, T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t40 = tl.load(m2_ptr + offs_c2[None, None, None, None, :] * m2_s4, mask=(offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t41 = tl.load(m7_ptr + offs_c0[None, None, None, :, None] * m7_s3 + offs_c2[None, None, None, None, :] * m7_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        acc47 = tl.full([F_n1, F_n1, F_n1, T_c0, F_n0], 0.0, tl.float32)
        acc48 = tl.full([F_n1, F_n1, F_n1, T_c0, T_c2], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t42 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c0[None, None, None, :, None] * m14_s3 + offs_c1[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
            t43 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
            t44 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t42, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t43, 0.0), 3), axis=4)
            t45 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_c2[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
            t46 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t42, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t45, 0.0), 3), axis=4)
            acc47 = acc47 + t44
            acc48 = acc48 + t46
        t49 = tl.where(t41, -float("inf"), acc48)
        t50 = tl.load(m24_ptr + offs_c0[None, None, None, :, None] * m24_s3 + offs_c2[None, None, None, None, :] * m24_s4, mask=(offs_c0 < E_c0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0)
        t51 = tl.where(t50, -float("inf"), t49)
        t52 = tl.where(t40, t49, t51)
        t53 = (t52) * (0.25)
        t56 = tl.where(t55, -float("inf"), acc47)
        t58 = tl.where(t57, -float("inf"), t56)
        t59 = tl.where(t54, t56, t58)
        t60 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t59, -float('inf')), axis=4, keep_dims=True)
        t61 = (t60) * (0.25)
        t63 = tl.maximum(t61, t62)
        t64 = t53 - (t63)
        t65 = tl.exp(t64)
        t66 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t65, 0.0), axis=4, keep_dims=True)
        acc67 = acc67 + t66
    t68 = t36 - (t37)
    t69 = tl.exp(t68)
    t70 = acc67 + t69
    t71 = (t39) / (t70)
    t74 = tl.load(m72_ptr + offs_n1[:, None, None, None, None] * m72_s0 + offs_n1[None, :, None, None, None] * m72_s1 + offs_n0[None, None, None, :, None] * m72_s3 + offs_n2[None, None, None, None, :] * m72_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t75 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t71, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t74, 0.0), 3), axis=4)
    tl.store(buf76_ptr + offs_n1[:, None, None, None, None] * buf76_s0 + offs_n1[None, :, None, None, None] * buf76_s1 + offs_n1[None, None, :, None, None] * buf76_s2 + offs_c0[None, None, None, :, None] * buf76_s3 + offs_n2[None, None, None, None, :] * buf76_s4, t75, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m26 = _BINARY["Sub"](m10, m9)
    m27 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m25 = _BINARY["Ge"](m26, m27)
    m24 = m25.reshape([1, 1, 1, 32, 32])
    m35 = inputs['sinks']
    m34 = m35.reshape([1, 2, 2, 1, 1])
    m73 = inputs['v']
    m72 = m73.reshape([2, 2, 1, 32, 16])
    buf76 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m24_s3=m24.stride(3), m24_s4=m24.stride(4), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m34_s2=m34.stride(2), m34_s3=m34.stride(3), m34_s4=m34.stride(4), m72_ptr=m72, m72_s0=m72.stride(0), m72_s1=m72.stride(1), m72_s2=m72.stride(2), m72_s3=m72.stride(3), m72_s4=m72.stride(4), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), buf76_s4=buf76.stride(4), E_c0=32, E_c1=16, E_c2=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf76.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
