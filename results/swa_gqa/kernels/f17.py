"""swa_gqa [small], candidate 17: 1 kernel(s)

Rendered by EqiForge from candidate 17 of swa_gqa [small]: grid(k.0@0, k.2@2, q.1@1) loop(k.2[32]: rescale) {loop(k.3[16]: sum)} loop(k.3[16]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid q.1@1[4]
    c2: grid k.2@2[32]
    c3: loop k.2[32]
    c4: loop k.3[16]

Run it on its own: `python kernels/f17.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 16, "c3": 16, "c4": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 32, "c3": 32, "c4": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m34_ptr, m34_s0, m34_s1, m34_s2, m34_s3, buf58_ptr, buf58_s0, buf58_s1, buf58_s2, buf58_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf58: Combine over grid k.0@0[2], grid q.1@1[4], grid k.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc40 = tl.full([T_c0, T_c1, T_c2, 1], -float('inf'), tl.float32)
    acc41 = tl.full([T_c0, T_c1, T_c2, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t8 = tl.load(m1_ptr + offs_c2[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0)
        t11 = tl.load(m9_ptr + offs_c2[None, None, :, None] * m9_s2 + offs_c3[None, None, None, :] * m9_s3, mask=(offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0)
        acc21 = tl.full([T_c0, T_c1, T_c2, T_c3], 0.0, tl.float32)
        for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
            offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

            t13 = tl.load(m12_ptr + offs_c0[:, None, None, None] * m12_s0 + offs_c1[None, :, None, None] * m12_s1 + offs_c2[None, None, :, None] * m12_s2 + offs_c4[None, None, None, :] * m12_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
            t19 = tl.load(m14_ptr + offs_c0[:, None, None, None] * m14_s0 + offs_c1[None, :, None, None] * m14_s1 + offs_c4[None, None, :, None] * m14_s2 + offs_c3[None, None, None, :] * m14_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
            t20 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t19, 0.0), 2), axis=3)
            acc21 = acc21 + t20
        t22 = tl.where(t11, -float("inf"), acc21)
        t23 = tl.where(t8, -float("inf"), t22)
        t24 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t23, -float('inf')), axis=3, keep_dims=True)
        t25 = (t24) * (0.25)
        t26 = (t23) * (0.25)
        t27 = t25 - (t25)
        t28 = t27 == t27
        t29 = (t28) == 0
        t30 = tl.exp(t25)
        t31 = tl.where(t29, t30, t25)
        t32 = t26 - (t31)
        t33 = tl.exp(t32)
        t38 = tl.load(m34_ptr + offs_c0[:, None, None, None] * m34_s0 + offs_c1[None, :, None, None] * m34_s1 + offs_c3[None, None, :, None] * m34_s2 + offs_n0[None, None, None, :] * m34_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t39 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t33, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t38, 0.0), 2), axis=3)
        m42 = tl.maximum(acc40, t25)
        r43 = tl.where(acc40 == -float("inf"), 0.0, tl.exp(acc40 - m42))
        r44 = tl.where(t25 == -float("inf"), 0.0, tl.exp(t25 - m42))
        acc41 = tl.where(acc40 == -float("inf"), 0.0, acc41 * r43) + tl.where(t25 == -float("inf"), 0.0, t39 * r44)
        acc40 = m42
    t45 = tl.load(m1_ptr + offs_c2[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    t46 = tl.load(m9_ptr + offs_c2[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0)
    acc50 = tl.full([T_c0, T_c1, T_c2, F_n1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t47 = tl.load(m12_ptr + offs_c0[:, None, None, None] * m12_s0 + offs_c1[None, :, None, None] * m12_s1 + offs_c2[None, None, :, None] * m12_s2 + offs_c4[None, None, None, :] * m12_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t48 = tl.load(m14_ptr + offs_c0[:, None, None, None] * m14_s0 + offs_c1[None, :, None, None] * m14_s1 + offs_c4[None, None, :, None] * m14_s2 + offs_n1[None, None, None, :] * m14_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t49 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t47, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t48, 0.0), 2), axis=3)
        acc50 = acc50 + t49
    t51 = tl.where(t46, -float("inf"), acc50)
    t52 = tl.where(t45, -float("inf"), t51)
    t53 = (t52) * (0.25)
    t54 = t53 - (acc40)
    t55 = tl.exp(t54)
    t56 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t55, 0.0), axis=3, keep_dims=True)
    t57 = (acc41) / (t56)
    tl.store(buf58_ptr + offs_c0[:, None, None, None] * buf58_s0 + offs_c1[None, :, None, None] * buf58_s1 + offs_c2[None, None, :, None] * buf58_s2 + offs_n0[None, None, None, :] * buf58_s3, t57, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


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
    m5 = _iota([32], 0, device)
    m4 = m5.reshape([32, 1])
    m6 = m5.reshape([1, 32])
    m3 = _BINARY["Sub"](m4, m6)
    m7 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Ge"](m3, m7)
    m1 = m2.reshape([1, 1, 32, 32])
    m10 = _BINARY["Gt"](m6, m4)
    m9 = m10.reshape([1, 1, 32, 32])
    m12 = inputs['q']
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.expand([2, 2, 2, 32, 16])
    m15 = m16.reshape([2, 4, 32, 16])
    m14 = m15.permute([0, 1, 3, 2])
    m37 = inputs['v']
    m36 = m37.reshape([2, 2, 1, 32, 16])
    m35 = m36.expand([2, 2, 2, 32, 16])
    m34 = m35.reshape([2, 4, 32, 16])
    buf58 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m34_s2=m34.stride(2), m34_s3=m34.stride(3), buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), buf58_s2=buf58.stride(2), buf58_s3=buf58.stride(3), E_c0=2, E_c1=4, E_c2=32, E_c3=32, E_c4=16, E_n0=16, E_n1=32, F_n0=_pow2(16), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf58


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
