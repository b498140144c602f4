"""attention_decode [small], candidate 58: 2 kernel(s)

Rendered by EqiForge from candidate 58 of attention_decode [small]: grid() loop(k.2[64]: rescale) ; grid(k.1@1, v.3@3) loop(k.2[64]: pair(sum, sum)) {loop(k.3[16]: sum)} [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.1@1[4]
    c1: grid v.3@3[16]
    c2: loop k.2[64]
    c3: loop k.3[16]

Run it on its own: `python kernels/f58.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 8, "c2": 32, "c3": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 4, "c1": 16, "c2": 64, "c3": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, buf31_ptr, buf31_s0, buf31_s1, buf31_s2, buf31_s3, buf32_ptr, buf32_s0, buf32_s1, buf32_s2, buf32_s3, buf33_ptr, buf33_s0, buf33_s1, buf33_s2, buf33_s3, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf31, buf32, buf33: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t9 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc25 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc26 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    acc27 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t10 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t11 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t10, 0.0), 2), axis=3)
        t12 = (t11) * (0.25)
        t13 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t12, -float('inf')), axis=3, keep_dims=True)
        t14 = t13 - (t13)
        t15 = t14 == t14
        t16 = (t15) == 0
        t17 = tl.exp(t13)
        t18 = tl.where(t16, t17, t13)
        t19 = t12 - (t18)
        t20 = tl.exp(t19)
        t21 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t20, 0.0), axis=3, keep_dims=True)
        t23 = tl.load(m22_ptr + offs_n0[:, None, None, None] * m22_s0 + offs_n1[None, :, None, None] * m22_s1 + offs_c2[None, None, :, None] * m22_s2 + offs_n2[None, None, None, :] * m22_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t24 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t20, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t23, 0.0), 2), axis=3)
        m28 = tl.maximum(acc25, t13)
        r29 = tl.where(acc25 == -float("inf"), 0.0, tl.exp(acc25 - m28))
        r30 = tl.where(t13 == -float("inf"), 0.0, tl.exp(t13 - m28))
        acc26 = tl.where(acc25 == -float("inf"), 0.0, acc26 * r29) + tl.where(t13 == -float("inf"), 0.0, t21 * r30)
        acc27 = tl.where(acc25 == -float("inf"), 0.0, acc27 * r29) + tl.where(t13 == -float("inf"), 0.0, t24 * r30)
        acc25 = m28
    tl.store(buf31_ptr + offs_n0[:, None, None, None] * buf31_s0 + offs_n1[None, :, None, None] * buf31_s1, acc25, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None])
    tl.store(buf32_ptr + offs_n0[:, None, None, None] * buf32_s0 + offs_n1[None, :, None, None] * buf32_s1, acc26, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None])
    tl.store(buf33_ptr + offs_n0[:, None, None, None] * buf33_s0 + offs_n1[None, :, None, None] * buf33_s1 + offs_n2[None, None, None, :] * buf33_s3, acc27, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf31_ptr, buf31_s0, buf31_s1, buf31_s2, buf31_s3, buf32_ptr, buf32_s0, buf32_s1, buf32_s2, buf32_s3, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, buf44_ptr, buf44_s0, buf44_s1, buf44_s2, buf44_s3, E_c0, E_c1, E_c2, E_c3, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf44: Combine over grid k.1@1[4], grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t34 = tl.load(buf31_ptr + offs_n0[:, None, None, None] * buf31_s0 + offs_c0[None, :, None, None] * buf31_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None], other=0).to(tl.float32)
    t37 = tl.load(buf32_ptr + offs_n0[:, None, None, None] * buf32_s0 + offs_c0[None, :, None, None] * buf32_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None], other=0).to(tl.float32)
    acc42 = tl.full([F_n0, T_c0, 1, T_c1], 0.0, tl.float32)
    acc43 = tl.full([F_n0, T_c0, 1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc7 = tl.full([F_n0, T_c0, 1, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
            t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t6 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t5, 0.0), 2), axis=3)
            acc7 = acc7 + t6
        t8 = (acc7) * (0.25)
        t35 = t8 - (t34)
        t36 = tl.exp(t35)
        t38 = (t36) / (t37)
        t39 = tl.load(m22_ptr + offs_n0[:, None, None, None] * m22_s0 + offs_c0[None, :, None, None] * m22_s1 + offs_c2[None, None, :, None] * m22_s2 + offs_c1[None, None, None, :] * m22_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t40 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t38, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t39, 0.0), 2), axis=3)
        t41 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t36, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t39, 0.0), 2), axis=3)
        acc42 = acc42 + t40
        acc43 = acc43 + t41
    tl.store(buf44_ptr + offs_n0[:, None, None, None] * buf44_s0 + offs_c0[None, :, None, None] * buf44_s1 + offs_c1[None, None, None, :] * buf44_s3, acc42, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m22 = inputs['v']
    buf31 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    buf32 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    buf33 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf31_s2=buf31.stride(2), buf31_s3=buf31.stride(3), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), buf32_s2=buf32.stride(2), buf32_s3=buf32.stride(3), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), buf33_s2=buf33.stride(2), buf33_s3=buf33.stride(3), E_c2=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c2=T['c2'])
    buf44 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c0']) * _cdiv(16, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf31_s2=buf31.stride(2), buf31_s3=buf31.stride(3), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), buf32_s2=buf32.stride(2), buf32_s3=buf32.stride(3), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf44_s2=buf44.stride(2), buf44_s3=buf44.stride(3), E_c0=4, E_c1=16, E_c2=64, E_c3=16, E_n0=2, F_n0=_pow2(2), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf44


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
