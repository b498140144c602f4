"""attention_prefill [small], candidate 60: 2 kernel(s)

Rendered by EqiForge from candidate 60 of attention_prefill [small]: store(k.3[16]) ; grid(v.3@3) loop(k.3[16]: pair(sum, sum), stored) loop(k.2[32]: rescale) {loop(k.3[16]: sum)} [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.3[16]
    c2: loop k.2[32]

Run it on its own: `python kernels/f60.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 8, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 16, "c1": 16, "c2": 32}


@triton.jit
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # stores states15, states16: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t9 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_n2[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c1[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t12 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_n2[None, :, None, None] * m10_s1 + offs_c1[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t12, 0.0), 2), axis=3)
    t14 = (t13) * (0.25)
    tl.store(states15_ptr + i_c1 * states15_s0 + tl.arange(0, F_n1)[:, None, None, None] * states15_s1 + tl.arange(0, F_n2)[None, :, None, None] * states15_s2 + tl.arange(0, F_n0)[None, None, :, None] * states15_s3 + tl.arange(0, F_n0)[None, None, None, :] * states15_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n0], tl.int32), t14)
    tl.store(states16_ptr + i_c1 * states16_s0 + tl.arange(0, F_n1)[:, None, None, None] * states16_s1 + tl.arange(0, F_n2)[None, :, None, None] * states16_s2 + tl.arange(0, F_n0)[None, None, :, None] * states16_s3 + tl.arange(0, F_n0)[None, None, None, :] * states16_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n0], tl.int32), t13)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, states16_s4, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m47_ptr, m47_s0, m47_s1, m47_s2, m47_s3, buf50_ptr, buf50_s0, buf50_s1, buf50_s2, buf50_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf50: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t7 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc19 = tl.full([F_n1, F_n2, F_n0, F_n0], 0.0, tl.float32)
    acc20 = tl.full([F_n1, F_n2, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t17 = tl.load(states15_ptr + i_c1 * states15_s0 + tl.arange(0, F_n1)[:, None, None, None] * states15_s1 + tl.arange(0, F_n2)[None, :, None, None] * states15_s2 + tl.arange(0, F_n0)[None, None, :, None] * states15_s3 + tl.arange(0, F_n0)[None, None, None, :] * states15_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n0], tl.int32))
        t18 = tl.load(states16_ptr + i_c1 * states16_s0 + tl.arange(0, F_n1)[:, None, None, None] * states16_s1 + tl.arange(0, F_n2)[None, :, None, None] * states16_s2 + tl.arange(0, F_n0)[None, None, :, None] * states16_s3 + tl.arange(0, F_n0)[None, None, None, :] * states16_s4 + tl.zeros([F_n1, F_n2, F_n0, F_n0], tl.int32))
        acc19 = acc19 + t17
        acc20 = acc20 + t18
    t21 = tl.where(t7, -float("inf"), acc19)
    acc39 = tl.full([F_n1, F_n2, F_n0, 1], -float('inf'), tl.float32)
    acc40 = tl.full([F_n1, F_n2, F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t22 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        acc26 = tl.full([F_n1, F_n2, F_n0, T_c2], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t23 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_n2[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c1[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
            t24 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_n2[None, :, None, None] * m10_s1 + offs_c1[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t25 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t23, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t24, 0.0), 2), axis=3)
            acc26 = acc26 + t25
        t27 = tl.where(t22, -float("inf"), acc26)
        t28 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t27, -float('inf')), axis=3, keep_dims=True)
        t29 = (t28) * (0.25)
        t30 = (t27) * (0.25)
        t31 = t29 - (t29)
        t32 = t31 == t31
        t33 = (t32) == 0
        t34 = tl.exp(t29)
        t35 = tl.where(t33, t34, t29)
        t36 = t30 - (t35)
        t37 = tl.exp(t36)
        t38 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t37, 0.0), axis=3, keep_dims=True)
        m41 = tl.maximum(acc39, t29)
        r42 = tl.where(acc39 == -float("inf"), 0.0, tl.exp(acc39 - m41))
        r43 = tl.where(t29 == -float("inf"), 0.0, tl.exp(t29 - m41))
        acc40 = tl.where(acc39 == -float("inf"), 0.0, acc40 * r42) + tl.where(t29 == -float("inf"), 0.0, t38 * r43)
        acc39 = m41
    t44 = t21 - (acc39)
    t45 = tl.exp(t44)
    t46 = (t45) / (acc40)
    t48 = tl.load(m47_ptr + offs_n1[:, None, None, None] * m47_s0 + offs_n2[None, :, None, None] * m47_s1 + offs_n0[None, None, :, None] * m47_s2 + offs_c0[None, None, None, :] * m47_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t49 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t48, 0.0), 2), axis=3)
    tl.store(buf50_ptr + offs_n1[:, None, None, None] * buf50_s0 + offs_n2[None, :, None, None] * buf50_s1 + offs_n0[None, None, :, None] * buf50_s2 + offs_c0[None, None, None, :] * buf50_s3, t49, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    states15 = torch.full([_cdiv(16, T['c1']), _pow2(2), _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states16 = torch.full([_cdiv(16, T['c1']), _pow2(2), _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c1']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), E_c1=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c1=T['c1'])
    m47 = inputs['v']
    buf50 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), states16_s4=states16.stride(4), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m47_s2=m47.stride(2), m47_s3=m47.stride(3), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf50_s2=buf50.stride(2), buf50_s3=buf50.stride(3), E_c0=16, E_c1=16, E_c2=32, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf50


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
