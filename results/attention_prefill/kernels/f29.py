"""attention_prefill [small], candidate 29: 2 kernel(s)

Rendered by EqiForge from candidate 29 of attention_prefill [small]: grid(k.1@1) loop(k.2[32]: max) {loop(k.3[16]: sum)} [1 mm] ; grid(k.0@0) loop(k.3[16]: sum) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.1@1[4]
    c2: loop k.2[32]
    c3: loop k.3[16]

Run it on its own: `python kernels/f29.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 16, "c3": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 32, "c3": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, E_c1, E_c2, E_c3, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf19: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc18 = tl.full([F_n2, T_c1, F_n0, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        acc15 = tl.full([F_n2, T_c1, F_n0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t10 = tl.load(m9_ptr + offs_n2[:, None, None, None] * m9_s0 + offs_c1[None, :, None, None] * m9_s1 + offs_n0[None, None, :, None] * m9_s2 + offs_c3[None, None, None, :] * m9_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
            t13 = tl.load(m11_ptr + offs_n2[:, None, None, None] * m11_s0 + offs_c1[None, :, None, None] * m11_s1 + offs_c3[None, None, :, None] * m11_s2 + offs_c2[None, None, None, :] * m11_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t14 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t10, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t13, 0.0), 2), axis=3)
            acc15 = acc15 + t14
        t16 = tl.where(t8, -float("inf"), acc15)
        t17 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t16, -float('inf')), axis=3, keep_dims=True)
        acc18 = tl.maximum(acc18, t17)
    tl.store(buf19_ptr + offs_n2[:, None, None, None] * buf19_s0 + offs_c1[None, :, None, None] * buf19_s1 + offs_n0[None, None, :, None] * buf19_s2, acc18, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, buf19_ptr, buf19_s0, buf19_s1, buf19_s2, buf19_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, buf35_ptr, buf35_s0, buf35_s1, buf35_s2, buf35_s3, E_c0, E_c3, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf35: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t7 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t20 = tl.load(buf19_ptr + offs_c0[:, None, None, None] * buf19_s0 + offs_n1[None, :, None, None] * buf19_s1 + offs_n0[None, None, :, None] * buf19_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None], other=0).to(tl.float32)
    t21 = -float("inf") - (t20)
    acc25 = tl.full([T_c0, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t22 = tl.load(m9_ptr + offs_c0[:, None, None, None] * m9_s0 + offs_n1[None, :, None, None] * m9_s1 + offs_n0[None, None, :, None] * m9_s2 + offs_c3[None, None, None, :] * m9_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t23 = tl.load(m11_ptr + offs_c0[:, None, None, None] * m11_s0 + offs_n1[None, :, None, None] * m11_s1 + offs_c3[None, None, :, None] * m11_s2 + offs_n0[None, None, None, :] * m11_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t24 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t22, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t23, 0.0), 2), axis=3)
        acc25 = acc25 + t24
    t26 = acc25 - (t20)
    t27 = tl.where(t7, t21, t26)
    t28 = (t27) * (0.25)
    t29 = tl.exp(t28)
    t31 = tl.load(m30_ptr + offs_c0[:, None, None, None] * m30_s0 + offs_n1[None, :, None, None] * m30_s1 + offs_n0[None, None, :, None] * m30_s2 + offs_n3[None, None, None, :] * m30_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t32 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t29, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t31, 0.0), 2), axis=3)
    t33 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t29, 0.0), axis=3, keep_dims=True)
    t34 = (t32) / (t33)
    tl.store(buf35_ptr + offs_c0[:, None, None, None] * buf35_s0 + offs_n1[None, :, None, None] * buf35_s1 + offs_n0[None, None, :, None] * buf35_s2 + offs_n3[None, None, None, :] * buf35_s3, t34, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m4 = _iota([32, 32], 1, device)
    m5 = _iota([32, 32], 0, device)
    m3 = _BINARY["Sub"](m4, m5)
    m6 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Ge"](m3, m6)
    m1 = m2.reshape([1, 1, 32, 32])
    m9 = inputs['q']
    m12 = inputs['k']
    m11 = m12.permute([0, 1, 3, 2])
    buf19 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), E_c1=4, E_c2=32, E_c3=16, E_n0=32, E_n2=2, F_n0=_pow2(32), F_n2=_pow2(2), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m30 = inputs['v']
    buf35 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf19_s2=buf19.stride(2), buf19_s3=buf19.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s2=buf35.stride(2), buf35_s3=buf35.stride(3), E_c0=2, E_c3=16, E_n0=32, E_n1=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c3=T['c3'])
    return buf35


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
