"""attention_decode [small], candidate 49: 2 kernel(s)

Rendered by EqiForge from candidate 49 of attention_decode [small]: store(k.3[16]) ; grid(k.0@0) loop(k.2[64]: rescale) {loop(k.3[16]: sum)} loop(k.3[16]: sum, stored) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[64]
    c2: loop k.3[16]

Run it on its own: `python kernels/f49.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 32, "c2": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 64, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states29_ptr, states29_s0, states29_s1, states29_s2, states29_s3, states29_s4, states29_s5, E_c0, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states29: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t26 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t27 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t28 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t26, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t27, 0.0), 2), axis=3)
    tl.store(states29_ptr + i_c0 * states29_s0 + i_c2 * states29_s1 + tl.arange(0, T_c0)[:, None, None, None] * states29_s2 + tl.arange(0, F_n0)[None, :, None, None] * states29_s3 + tl.arange(0, F_n2)[None, None, None, :] * states29_s5 + tl.zeros([T_c0, F_n0, 1, F_n2], tl.int32), t28)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m18_ptr, m18_s0, m18_s1, m18_s2, m18_s3, states29_ptr, states29_s0, states29_s1, states29_s2, states29_s3, states29_s4, states29_s5, buf37_ptr, buf37_s0, buf37_s1, buf37_s2, buf37_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf37: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc21 = tl.full([T_c0, F_n0, 1, 1], -float('inf'), tl.float32)
    acc22 = tl.full([T_c0, F_n0, 1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc7 = tl.full([T_c0, F_n0, 1, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
            t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
            acc7 = acc7 + t6
        t8 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], acc7, -float('inf')), axis=3, keep_dims=True)
        t9 = (t8) * (0.25)
        t10 = (acc7) * (0.25)
        t11 = t9 - (t9)
        t12 = t11 == t11
        t13 = (t12) == 0
        t14 = tl.exp(t9)
        t15 = tl.where(t13, t14, t9)
        t16 = t10 - (t15)
        t17 = tl.exp(t16)
        t19 = tl.load(m18_ptr + offs_c0[:, None, None, None] * m18_s0 + offs_n0[None, :, None, None] * m18_s1 + offs_c1[None, None, :, None] * m18_s2 + offs_n1[None, None, None, :] * m18_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t17, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t19, 0.0), 2), axis=3)
        m23 = tl.maximum(acc21, t9)
        r24 = tl.where(acc21 == -float("inf"), 0.0, tl.exp(acc21 - m23))
        r25 = tl.where(t9 == -float("inf"), 0.0, tl.exp(t9 - m23))
        acc22 = tl.where(acc21 == -float("inf"), 0.0, acc22 * r24) + tl.where(t9 == -float("inf"), 0.0, t20 * r25)
        acc21 = m23
    acc31 = tl.full([T_c0, F_n0, 1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t30 = tl.load(states29_ptr + i_c0 * states29_s0 + i_c2 * states29_s1 + tl.arange(0, T_c0)[:, None, None, None] * states29_s2 + tl.arange(0, F_n0)[None, :, None, None] * states29_s3 + tl.arange(0, F_n2)[None, None, None, :] * states29_s5 + tl.zeros([T_c0, F_n0, 1, F_n2], tl.int32))
        acc31 = acc31 + t30
    t32 = (acc31) * (0.25)
    t33 = t32 - (acc21)
    t34 = tl.exp(t33)
    t35 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t34, 0.0), axis=3, keep_dims=True)
    t36 = (acc22) / (t35)
    tl.store(buf37_ptr + offs_c0[:, None, None, None] * buf37_s0 + offs_n0[None, :, None, None] * buf37_s1 + offs_n1[None, None, None, :] * buf37_s3, t36, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m18 = inputs['v']
    states29 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c2']), T['c0'], _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states29_ptr=states29, states29_s0=states29.stride(0), states29_s1=states29.stride(1), states29_s2=states29.stride(2), states29_s3=states29.stride(3), states29_s4=states29.stride(4), states29_s5=states29.stride(5), E_c0=2, E_c2=16, E_n0=4, E_n2=64, F_n0=_pow2(4), F_n2=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf37 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m18_s2=m18.stride(2), m18_s3=m18.stride(3), states29_ptr=states29, states29_s0=states29.stride(0), states29_s1=states29.stride(1), states29_s2=states29.stride(2), states29_s3=states29.stride(3), states29_s4=states29.stride(4), states29_s5=states29.stride(5), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf37_s2=buf37.stride(2), buf37_s3=buf37.stride(3), E_c0=2, E_c1=64, E_c2=16, E_n0=4, E_n1=16, E_n2=64, F_n0=_pow2(4), F_n1=_pow2(16), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf37


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
