"""attention_decode [small], candidate 34: 2 kernel(s)

Rendered by EqiForge from candidate 34 of attention_decode [small]: grid(v.3@3) loop(k.3[16]: sum) loop(k.2[64]: rescale) {loop(k.3[16]: sum)} [3 mm] ; grid(v.3@3) loop(k.2[64]: rescale) {loop(k.3[16]: sum)} [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.3[16]
    c2: loop k.2[64]

Run it on its own: `python kernels/f34.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 8, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 16, "c1": 16, "c2": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, buf34_ptr, buf34_s0, buf34_s1, buf34_s2, buf34_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf34: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc7 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc7 = acc7 + t6
    t8 = (acc7) * (0.25)
    acc24 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc25 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc12 = tl.full([F_n0, F_n1, 1, T_c2], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t9 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
            t10 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t11 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t10, 0.0), 2), axis=3)
            acc12 = acc12 + t11
        t13 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], acc12, -float('inf')), axis=3, keep_dims=True)
        t14 = (t13) * (0.25)
        t15 = (acc12) * (0.25)
        t16 = t14 - (t14)
        t17 = t16 == t16
        t18 = (t17) == 0
        t19 = tl.exp(t14)
        t20 = tl.where(t18, t19, t14)
        t21 = t15 - (t20)
        t22 = tl.exp(t21)
        t23 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t22, 0.0), axis=3, keep_dims=True)
        m26 = tl.maximum(acc24, t14)
        r27 = tl.where(acc24 == -float("inf"), 0.0, tl.exp(acc24 - m26))
        r28 = tl.where(t14 == -float("inf"), 0.0, tl.exp(t14 - m26))
        acc25 = tl.where(acc24 == -float("inf"), 0.0, acc25 * r27) + tl.where(t14 == -float("inf"), 0.0, t23 * r28)
        acc24 = m26
    t29 = t8 - (acc24)
    t30 = tl.exp(t29)
    t32 = tl.load(m31_ptr + offs_n0[:, None, None, None] * m31_s0 + offs_n1[None, :, None, None] * m31_s1 + offs_n2[None, None, :, None] * m31_s2 + offs_c0[None, None, None, :] * m31_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t30, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t32, 0.0), 2), axis=3)
    tl.store(buf34_ptr + offs_n0[:, None, None, None] * buf34_s0 + offs_n1[None, :, None, None] * buf34_s1 + offs_c0[None, None, None, :] * buf34_s3, t33, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


@triton.jit
def kernel_1(buf34_ptr, buf34_s0, buf34_s1, buf34_s2, buf34_s3, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf57_ptr, buf57_s0, buf57_s1, buf57_s2, buf57_s3, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf57: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t35 = tl.load(buf34_ptr + offs_n0[:, None, None, None] * buf34_s0 + offs_n1[None, :, None, None] * buf34_s1 + offs_c0[None, None, None, :] * buf34_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    acc51 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc52 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc39 = tl.full([F_n0, F_n1, 1, T_c2], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t36 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
            t37 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t38 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t36, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t37, 0.0), 2), axis=3)
            acc39 = acc39 + t38
        t40 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], acc39, -float('inf')), axis=3, keep_dims=True)
        t41 = (t40) * (0.25)
        t42 = (acc39) * (0.25)
        t43 = t41 - (t41)
        t44 = t43 == t43
        t45 = (t44) == 0
        t46 = tl.exp(t41)
        t47 = tl.where(t45, t46, t41)
        t48 = t42 - (t47)
        t49 = tl.exp(t48)
        t50 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t49, 0.0), axis=3, keep_dims=True)
        m53 = tl.maximum(acc51, t41)
        r54 = tl.where(acc51 == -float("inf"), 0.0, tl.exp(acc51 - m53))
        r55 = tl.where(t41 == -float("inf"), 0.0, tl.exp(t41 - m53))
        acc52 = tl.where(acc51 == -float("inf"), 0.0, acc52 * r54) + tl.where(t41 == -float("inf"), 0.0, t50 * r55)
        acc51 = m53
    t56 = (t35) / (acc52)
    tl.store(buf57_ptr + offs_n0[:, None, None, None] * buf57_s0 + offs_n1[None, :, None, None] * buf57_s1 + offs_c0[None, None, None, :] * buf57_s3, t56, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m1 = inputs['q']
    m4 = inputs['k']
    m3 = m4.permute([0, 1, 3, 2])
    m31 = inputs['v']
    buf34 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf34_s2=buf34.stride(2), buf34_s3=buf34.stride(3), E_c0=16, E_c1=16, E_c2=64, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf57 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c0']),)](buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf34_s2=buf34.stride(2), buf34_s3=buf34.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf57_s2=buf57.stride(2), buf57_s3=buf57.stride(3), E_c0=16, E_c1=16, E_c2=64, E_n0=2, E_n1=4, F_n0=_pow2(2), F_n1=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf57


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
