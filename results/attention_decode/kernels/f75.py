"""attention_decode [small], candidate 75: 2 kernel(s)

Rendered by EqiForge from candidate 75 of attention_decode [small]: store(k.2[64]) ; grid(v.3@3) loop(k.2[64]: rescale) loop(k.2[64]: rescale, stored) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[64]

Run it on its own: `python kernels/f75.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 16, "c1": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # stores states41, states42: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t27 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t28 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t29 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t27, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t28, 0.0), 2), axis=3)
    t30 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t29, -float('inf')), axis=3, keep_dims=True)
    t31 = (t30) * (0.25)
    t32 = (t29) * (0.25)
    t33 = t31 - (t31)
    t34 = t33 == t33
    t35 = (t34) == 0
    t36 = tl.exp(t31)
    t37 = tl.where(t35, t36, t31)
    t38 = t32 - (t37)
    t39 = tl.exp(t38)
    t40 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t39, 0.0), axis=3, keep_dims=True)
    tl.store(states41_ptr + i_c1 * states41_s0 + tl.arange(0, F_n0)[:, None, None, None] * states41_s1 + tl.arange(0, F_n1)[None, :, None, None] * states41_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32), t31)
    tl.store(states42_ptr + i_c1 * states42_s0 + tl.arange(0, F_n0)[:, None, None, None] * states42_s1 + tl.arange(0, F_n1)[None, :, None, None] * states42_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32), t40)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m18_ptr, m18_s0, m18_s1, m18_s2, m18_s3, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, buf51_ptr, buf51_s0, buf51_s1, buf51_s2, buf51_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf51: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc21 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc22 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    acc23 = tl.full([F_n0, F_n1, 1, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t6, -float('inf')), axis=3, keep_dims=True)
        t8 = (t7) * (0.25)
        t9 = (t6) * (0.25)
        t10 = t8 - (t8)
        t11 = t10 == t10
        t12 = (t11) == 0
        t13 = tl.exp(t8)
        t14 = tl.where(t12, t13, t8)
        t15 = t9 - (t14)
        t16 = tl.exp(t15)
        t17 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t16, 0.0), axis=3, keep_dims=True)
        t19 = tl.load(m18_ptr + offs_n0[:, None, None, None] * m18_s0 + offs_n1[None, :, None, None] * m18_s1 + offs_c1[None, None, :, None] * m18_s2 + offs_c0[None, None, None, :] * m18_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t16, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t19, 0.0), 2), axis=3)
        m24 = tl.maximum(acc21, t8)
        r25 = tl.where(acc21 == -float("inf"), 0.0, tl.exp(acc21 - m24))
        r26 = tl.where(t8 == -float("inf"), 0.0, tl.exp(t8 - m24))
        acc22 = tl.where(acc21 == -float("inf"), 0.0, acc22 * r25) + tl.where(t8 == -float("inf"), 0.0, t17 * r26)
        acc23 = tl.where(acc21 == -float("inf"), 0.0, acc23 * r25) + tl.where(t8 == -float("inf"), 0.0, t20 * r26)
        acc21 = m24
    acc45 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc46 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t43 = tl.load(states41_ptr + i_c1 * states41_s0 + tl.arange(0, F_n0)[:, None, None, None] * states41_s1 + tl.arange(0, F_n1)[None, :, None, None] * states41_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32))
        t44 = tl.load(states42_ptr + i_c1 * states42_s0 + tl.arange(0, F_n0)[:, None, None, None] * states42_s1 + tl.arange(0, F_n1)[None, :, None, None] * states42_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32))
        m47 = tl.maximum(acc45, t43)
        r48 = tl.where(acc45 == -float("inf"), 0.0, tl.exp(acc45 - m47))
        r49 = tl.where(t43 == -float("inf"), 0.0, tl.exp(t43 - m47))
        acc46 = tl.where(acc45 == -float("inf"), 0.0, acc46 * r48) + tl.where(t43 == -float("inf"), 0.0, t44 * r49)
        acc45 = m47
    t50 = (acc23) / (acc46)
    tl.store(buf51_ptr + offs_n0[:, None, None, None] * buf51_s0 + offs_n1[None, :, None, None] * buf51_s1 + offs_c0[None, None, None, :] * buf51_s3, t50, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    states41 = torch.full([_cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, 1], float("nan"), dtype=torch.float32, device=device)
    states42 = torch.full([_cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), E_c1=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c1=T['c1'])
    buf51 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m18_s2=m18.stride(2), m18_s3=m18.stride(3), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf51_s2=buf51.stride(2), buf51_s3=buf51.stride(3), E_c0=16, E_c1=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf51


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
