"""attention_prefill [small], candidate 56: 2 kernel(s)

Rendered by EqiForge from candidate 56 of attention_prefill [small]: store(k.2[32]) loop(k.3[16]: sum) ; grid(k.0@0) loop(k.3[16]: sum) loop(k.2[32]: rescale, stored) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.3[16]
    c2: loop k.2[32]

Run it on its own: `python kernels/f56.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 16, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, states40_s4, states40_s5, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states41_s5, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states40, states41: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t23 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
    acc27 = tl.full([T_c0, F_n1, F_n0, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t24 = tl.load(m8_ptr + offs_c0[:, None, None, None] * m8_s0 + offs_n1[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c1[None, None, None, :] * m8_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t25 = tl.load(m10_ptr + offs_c0[:, None, None, None] * m10_s0 + offs_n1[None, :, None, None] * m10_s1 + offs_c1[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t26 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t24, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t25, 0.0), 2), axis=3)
        acc27 = acc27 + t26
    t28 = tl.where(t23, -float("inf"), acc27)
    t29 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t28, -float('inf')), axis=3, keep_dims=True)
    t30 = (t29) * (0.25)
    t31 = (t28) * (0.25)
    t32 = t30 - (t30)
    t33 = t32 == t32
    t34 = (t33) == 0
    t35 = tl.exp(t30)
    t36 = tl.where(t34, t35, t30)
    t37 = t31 - (t36)
    t38 = tl.exp(t37)
    t39 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t38, 0.0), axis=3, keep_dims=True)
    tl.store(states40_ptr + i_c0 * states40_s0 + i_c2 * states40_s1 + tl.arange(0, T_c0)[:, None, None, None] * states40_s2 + tl.arange(0, F_n1)[None, :, None, None] * states40_s3 + tl.arange(0, F_n0)[None, None, :, None] * states40_s4 + tl.zeros([T_c0, F_n1, F_n0, 1], tl.int32), t30)
    tl.store(states41_ptr + i_c0 * states41_s0 + i_c2 * states41_s1 + tl.arange(0, T_c0)[:, None, None, None] * states41_s2 + tl.arange(0, F_n1)[None, :, None, None] * states41_s3 + tl.arange(0, F_n0)[None, None, :, None] * states41_s4 + tl.zeros([T_c0, F_n1, F_n0, 1], tl.int32), t39)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m20_s3, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, states40_s4, states40_s5, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, states41_s4, states41_s5, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf50: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t7 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc14 = tl.full([T_c0, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t9 = tl.load(m8_ptr + offs_c0[:, None, None, None] * m8_s0 + offs_n1[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c1[None, None, None, :] * m8_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t12 = tl.load(m10_ptr + offs_c0[:, None, None, None] * m10_s0 + offs_n1[None, :, None, None] * m10_s1 + offs_c1[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t13 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t12, 0.0), 2), axis=3)
        acc14 = acc14 + t13
    t15 = tl.where(t7, -float("inf"), acc14)
    t16 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t15, -float('inf')), axis=3, keep_dims=True)
    t17 = t15 - (t16)
    t18 = (t17) * (0.25)
    t19 = tl.exp(t18)
    t21 = tl.load(m20_ptr + offs_c0[:, None, None, None] * m20_s0 + offs_n1[None, :, None, None] * m20_s1 + offs_n0[None, None, :, None] * m20_s2 + offs_n2[None, None, None, :] * m20_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t22 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t21, 0.0), 2), axis=3)
    acc44 = tl.full([T_c0, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc45 = tl.full([T_c0, F_n1, F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t42 = tl.load(states40_ptr + i_c0 * states40_s0 + i_c2 * states40_s1 + tl.arange(0, T_c0)[:, None, None, None] * states40_s2 + tl.arange(0, F_n1)[None, :, None, None] * states40_s3 + tl.arange(0, F_n0)[None, None, :, None] * states40_s4 + tl.zeros([T_c0, F_n1, F_n0, 1], tl.int32))
        t43 = tl.load(states41_ptr + i_c0 * states41_s0 + i_c2 * states41_s1 + tl.arange(0, T_c0)[:, None, None, None] * states41_s2 + tl.arange(0, F_n1)[None, :, None, None] * states41_s3 + tl.arange(0, F_n0)[None, None, :, None] * states41_s4 + tl.zeros([T_c0, F_n1, F_n0, 1], tl.int32))
        m46 = tl.maximum(acc44, t42)
        r47 = tl.where(acc44 == -float("inf"), 0.0, tl.exp(acc44 - m46))
        r48 = tl.where(t42 == -float("inf"), 0.0, tl.exp(t42 - m46))
        acc45 = tl.where(acc44 == -float("inf"), 0.0, acc45 * r47) + tl.where(t42 == -float("inf"), 0.0, t43 * r48)
        acc44 = m46
    t49 = (t22) / (acc45)
    tl.store(buf50_ptr + offs_c0[:, None, None, None] * buf50_s0 + offs_n1[None, :, None, None] * buf50_s1 + offs_n0[None, None, :, None] * buf50_s2 + offs_n2[None, None, None, :] * buf50_s3, t49, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m20 = inputs['v']
    states40 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states41 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), states40_s4=states40.stride(4), states40_s5=states40.stride(5), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states41_s5=states41.stride(5), E_c0=2, E_c1=16, E_c2=32, E_n0=32, E_n1=4, F_n0=_pow2(32), F_n1=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf50 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m20_s3=m20.stride(3), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), states40_s4=states40.stride(4), states40_s5=states40.stride(5), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), states41_s4=states41.stride(4), states41_s5=states41.stride(5), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), E_c0=2, E_c1=16, E_c2=32, E_n0=32, E_n1=4, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf50


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
