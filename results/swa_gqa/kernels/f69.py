"""swa_gqa [small], candidate 69: 1 kernel(s)

Rendered by EqiForge from candidate 69 of swa_gqa [small]: grid(v.3@3) loop(k.3[16]: sum) loop(k.2[32]: sum) {loop(k.3[16]: sum) loop(k.3[16]: sum)} [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.3[16]
    c2: loop k.2[32]

Run it on its own: `python kernels/f69.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 8, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 16, "c1": 16, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf57: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t11 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_n0[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc21 = tl.full([F_n1, F_n2, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t13 = tl.load(m12_ptr + offs_n1[:, None, None, None] * m12_s0 + offs_n2[None, :, None, None] * m12_s1 + offs_n0[None, None, :, None] * m12_s2 + offs_c1[None, None, None, :] * m12_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t19 = tl.load(m14_ptr + offs_n1[:, None, None, None] * m14_s0 + offs_n2[None, :, None, None] * m14_s1 + offs_c1[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t19, 0.0), 2), axis=3)
        acc21 = acc21 + t20
    t22 = tl.where(t11, -float("inf"), acc21)
    t23 = tl.where(t8, -float("inf"), t22)
    t24 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t23, -float('inf')), axis=3, keep_dims=True)
    t25 = t23 - (t24)
    t26 = (t25) * (0.25)
    t27 = tl.exp(t26)
    t36 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t37 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_n0[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc41 = tl.full([F_n1, F_n2, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t38 = tl.load(m12_ptr + offs_n1[:, None, None, None] * m12_s0 + offs_n2[None, :, None, None] * m12_s1 + offs_n0[None, None, :, None] * m12_s2 + offs_c1[None, None, None, :] * m12_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t39 = tl.load(m14_ptr + offs_n1[:, None, None, None] * m14_s0 + offs_n2[None, :, None, None] * m14_s1 + offs_c1[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t40 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t38, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t39, 0.0), 2), axis=3)
        acc41 = acc41 + t40
    t42 = tl.where(t37, -float("inf"), acc41)
    t43 = tl.where(t36, -float("inf"), t42)
    t44 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t43, -float('inf')), axis=3, keep_dims=True)
    acc49 = tl.full([F_n1, F_n2, F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t28 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t29 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        acc33 = tl.full([F_n1, F_n2, F_n0, T_c2], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t30 = tl.load(m12_ptr + offs_n1[:, None, None, None] * m12_s0 + offs_n2[None, :, None, None] * m12_s1 + offs_n0[None, None, :, None] * m12_s2 + offs_c1[None, None, None, :] * m12_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
            t31 = tl.load(m14_ptr + offs_n1[:, None, None, None] * m14_s0 + offs_n2[None, :, None, None] * m14_s1 + offs_c1[None, None, :, None] * m14_s2 + offs_c2[None, None, None, :] * m14_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t32 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t30, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t31, 0.0), 2), axis=3)
            acc33 = acc33 + t32
        t34 = tl.where(t29, -float("inf"), acc33)
        t35 = tl.where(t28, -float("inf"), t34)
        t45 = t35 - (t44)
        t46 = (t45) * (0.25)
        t47 = tl.exp(t46)
        t48 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t47, 0.0), axis=3, keep_dims=True)
        acc49 = acc49 + t48
    t50 = (t27) / (acc49)
    t55 = tl.load(m51_ptr + offs_n1[:, None, None, None] * m51_s0 + offs_n2[None, :, None, None] * m51_s1 + offs_n0[None, None, :, None] * m51_s2 + offs_c0[None, None, None, :] * m51_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t56 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t50, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t55, 0.0), 2), axis=3)
    tl.store(buf57_ptr + offs_n1[:, None, None, None] * buf57_s0 + offs_n2[None, :, None, None] * buf57_s1 + offs_n0[None, None, :, None] * buf57_s2 + offs_c0[None, None, None, :] * buf57_s3, t56, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m54 = inputs['v']
    m53 = m54.reshape([2, 2, 1, 32, 16])
    m52 = m53.expand([2, 2, 2, 32, 16])
    m51 = m52.reshape([2, 4, 32, 16])
    buf57 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), E_c0=16, E_c1=16, E_c2=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf57


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
