"""attention_prefill [small], candidate 118: 2 kernel(s)

Rendered by EqiForge from candidate 118 of attention_prefill [small]: grid() loop(k.2[32]: rescale) ; grid(k.1@1, q.2@2) loop(k.2[32]: pair(sum, sum)) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.1@1[4]
    c1: grid q.2@2[32]
    c2: loop k.2[32]

Run it on its own: `python kernels/f118.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 16, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 4, "c1": 32, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf42_ptr, buf42_s0, buf42_s1, buf42_s2, buf42_s3, buf43_ptr, buf43_s0, buf43_s1, buf43_s2, buf43_s3, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # writes buf41, buf42, buf43: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    offs_n1 = tl.arange(0, F_n1)
    t17 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_n3[None, :, None, None] * m8_s1 + offs_n2[None, None, :, None] * m8_s2 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    acc35 = tl.full([F_n0, F_n3, F_n2, 1], -float('inf'), tl.float32)
    acc36 = tl.full([F_n0, F_n3, F_n2, 1], 0.0, tl.float32)
    acc37 = tl.full([F_n0, F_n3, F_n2, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t16 = tl.load(m1_ptr + offs_n2[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t18 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_n3[None, :, None, None] * m10_s1 + offs_n1[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t19 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t17, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t18, 0.0), 2), axis=3)
        t20 = tl.where(t16, -float("inf"), t19)
        t21 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t20, -float('inf')), axis=3, keep_dims=True)
        t22 = (t21) * (0.25)
        t23 = (t20) * (0.25)
        t24 = t22 - (t22)
        t25 = t24 == t24
        t26 = (t25) == 0
        t27 = tl.exp(t22)
        t28 = tl.where(t26, t27, t22)
        t29 = t23 - (t28)
        t30 = tl.exp(t29)
        t31 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t30, 0.0), axis=3, keep_dims=True)
        t33 = tl.load(m32_ptr + offs_n0[:, None, None, None] * m32_s0 + offs_n3[None, :, None, None] * m32_s1 + offs_c2[None, None, :, None] * m32_s2 + offs_n1[None, None, None, :] * m32_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t34 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t30, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t33, 0.0), 2), axis=3)
        m38 = tl.maximum(acc35, t22)
        r39 = tl.where(acc35 == -float("inf"), 0.0, tl.exp(acc35 - m38))
        r40 = tl.where(t22 == -float("inf"), 0.0, tl.exp(t22 - m38))
        acc36 = tl.where(acc35 == -float("inf"), 0.0, acc36 * r39) + tl.where(t22 == -float("inf"), 0.0, t31 * r40)
        acc37 = tl.where(acc35 == -float("inf"), 0.0, acc37 * r39) + tl.where(t22 == -float("inf"), 0.0, t34 * r40)
        acc35 = m38
    tl.store(buf41_ptr + offs_n0[:, None, None, None] * buf41_s0 + offs_n3[None, :, None, None] * buf41_s1 + offs_n2[None, None, :, None] * buf41_s2, acc35, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None])
    tl.store(buf42_ptr + offs_n0[:, None, None, None] * buf42_s0 + offs_n3[None, :, None, None] * buf42_s1 + offs_n2[None, None, :, None] * buf42_s2, acc36, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None])
    tl.store(buf43_ptr + offs_n0[:, None, None, None] * buf43_s0 + offs_n3[None, :, None, None] * buf43_s1 + offs_n2[None, None, :, None] * buf43_s2 + offs_n1[None, None, None, :] * buf43_s3, acc37, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, buf42_ptr, buf42_s0, buf42_s1, buf42_s2, buf42_s3, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf54: Combine over grid k.1@1[4], grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t9 = tl.load(m8_ptr + offs_n0[:, None, None, None] * m8_s0 + offs_c0[None, :, None, None] * m8_s1 + offs_c1[None, None, :, None] * m8_s2 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t44 = tl.load(buf41_ptr + offs_n0[:, None, None, None] * buf41_s0 + offs_c0[None, :, None, None] * buf41_s1 + offs_c1[None, None, :, None] * buf41_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None], other=0).to(tl.float32)
    t47 = tl.load(buf42_ptr + offs_n0[:, None, None, None] * buf42_s0 + offs_c0[None, :, None, None] * buf42_s1 + offs_c1[None, None, :, None] * buf42_s2, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None], other=0).to(tl.float32)
    acc52 = tl.full([F_n0, T_c0, T_c1, F_n1], 0.0, tl.float32)
    acc53 = tl.full([F_n0, T_c0, T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t7 = tl.load(m1_ptr + offs_c1[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        t12 = tl.load(m10_ptr + offs_n0[:, None, None, None] * m10_s0 + offs_c0[None, :, None, None] * m10_s1 + offs_n1[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t13 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t12, 0.0), 2), axis=3)
        t14 = tl.where(t7, -float("inf"), t13)
        t15 = (t14) * (0.25)
        t45 = t15 - (t44)
        t46 = tl.exp(t45)
        t48 = (t46) / (t47)
        t49 = tl.load(m32_ptr + offs_n0[:, None, None, None] * m32_s0 + offs_c0[None, :, None, None] * m32_s1 + offs_c2[None, None, :, None] * m32_s2 + offs_n1[None, None, None, :] * m32_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t50 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t48, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t49, 0.0), 2), axis=3)
        t51 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t49, 0.0), 2), axis=3)
        acc52 = acc52 + t50
        acc53 = acc53 + t51
    tl.store(buf54_ptr + offs_n0[:, None, None, None] * buf54_s0 + offs_c0[None, :, None, None] * buf54_s1 + offs_c1[None, None, :, None] * buf54_s2 + offs_n1[None, None, None, :] * buf54_s3, acc52, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m8 = inputs['q']
    m11 = inputs['k']
    m10 = m11.permute([0, 1, 3, 2])
    m32 = inputs['v']
    buf41 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf42 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf43 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf42_s2=buf42.stride(2), buf42_s3=buf42.stride(3), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf43_s2=buf43.stride(2), buf43_s3=buf43.stride(3), E_c2=32, E_n0=2, E_n1=16, E_n2=32, E_n3=4, F_n0=_pow2(2), F_n1=_pow2(16), F_n2=_pow2(32), F_n3=_pow2(4), T_c2=T['c2'])
    buf54 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf42_s2=buf42.stride(2), buf42_s3=buf42.stride(3), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), E_c0=4, E_c1=32, E_c2=32, E_n0=2, E_n1=16, F_n0=_pow2(2), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf54


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
