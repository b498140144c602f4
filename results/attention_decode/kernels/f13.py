"""attention_decode [small], candidate 13: 4 kernel(s)

Rendered by EqiForge from candidate 13 of attention_decode [small]: store(k.3[16]) ; store(k.2[64]) ; store(k.3[16]) ; grid(v.3@3) loop(k.3[16]: sum, stored) loop(k.2[64]: max, stored) loop(k.3[16]: pair(sum, sum), stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.3[16]
    c2: loop k.2[64]

Run it on its own: `python kernels/f13.py` checks it once against PyTorch on random inputs.
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


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # stores states7: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t5, 0.0), 2), axis=3)
    tl.store(states7_ptr + i_c1 * states7_s0 + tl.arange(0, F_n0)[:, None, None, None] * states7_s1 + tl.arange(0, F_n1)[None, :, None, None] * states7_s2 + tl.arange(0, F_n2)[None, None, None, :] * states7_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t6)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, E_c2, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # stores states14: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t10 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t11 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t12 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t10, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t11, 0.0), 2), axis=3)
    t13 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t12, -float('inf')), axis=3, keep_dims=True)
    tl.store(states14_ptr + i_c2 * states14_s0 + tl.arange(0, F_n0)[:, None, None, None] * states14_s1 + tl.arange(0, F_n1)[None, :, None, None] * states14_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32), t13)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states27_ptr, states27_s0, states27_s1, states27_s2, states27_s3, states27_s4, states28_ptr, states28_s0, states28_s1, states28_s2, states28_s3, states28_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # stores states27, states28: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t23 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t24 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t25 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t23, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t24, 0.0), 2), axis=3)
    t26 = (t25) * (0.25)
    tl.store(states27_ptr + i_c1 * states27_s0 + tl.arange(0, F_n0)[:, None, None, None] * states27_s1 + tl.arange(0, F_n1)[None, :, None, None] * states27_s2 + tl.arange(0, F_n2)[None, None, None, :] * states27_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t26)
    tl.store(states28_ptr + i_c1 * states28_s0 + tl.arange(0, F_n0)[:, None, None, None] * states28_s1 + tl.arange(0, F_n1)[None, :, None, None] * states28_s2 + tl.arange(0, F_n2)[None, None, None, :] * states28_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t25)


@triton.jit
def kernel_3(states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, m20_ptr, m20_s0, m20_s1, m20_s2, m20_s3, states27_ptr, states27_s0, states27_s1, states27_s2, states27_s3, states27_s4, states28_ptr, states28_s0, states28_s1, states28_s2, states28_s3, states28_s4, buf40_ptr, buf40_s0, buf40_s1, buf40_s2, buf40_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf40: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc9 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t8 = tl.load(states7_ptr + i_c1 * states7_s0 + tl.arange(0, F_n0)[:, None, None, None] * states7_s1 + tl.arange(0, F_n1)[None, :, None, None] * states7_s2 + tl.arange(0, F_n2)[None, None, None, :] * states7_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        acc9 = acc9 + t8
    acc16 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t15 = tl.load(states14_ptr + i_c2 * states14_s0 + tl.arange(0, F_n0)[:, None, None, None] * states14_s1 + tl.arange(0, F_n1)[None, :, None, None] * states14_s2 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32))
        acc16 = tl.maximum(acc16, t15)
    t17 = acc9 - (acc16)
    t18 = (t17) * (0.25)
    t19 = tl.exp(t18)
    t21 = tl.load(m20_ptr + offs_n0[:, None, None, None] * m20_s0 + offs_n1[None, :, None, None] * m20_s1 + offs_n2[None, None, :, None] * m20_s2 + offs_c0[None, None, None, :] * m20_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t22 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t21, 0.0), 2), axis=3)
    acc31 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    acc32 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t29 = tl.load(states27_ptr + i_c1 * states27_s0 + tl.arange(0, F_n0)[:, None, None, None] * states27_s1 + tl.arange(0, F_n1)[None, :, None, None] * states27_s2 + tl.arange(0, F_n2)[None, None, None, :] * states27_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        t30 = tl.load(states28_ptr + i_c1 * states28_s0 + tl.arange(0, F_n0)[:, None, None, None] * states28_s1 + tl.arange(0, F_n1)[None, :, None, None] * states28_s2 + tl.arange(0, F_n2)[None, None, None, :] * states28_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        acc31 = acc31 + t29
        acc32 = acc32 + t30
    t33 = tl.exp(acc31)
    t34 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t33, 0.0), axis=3, keep_dims=True)
    t35 = (acc16) * (0.25)
    t36 = tl.exp(t35)
    t37 = 1.0 / (t36)
    t38 = (t34) * (t37)
    t39 = (t22) / (t38)
    tl.store(buf40_ptr + offs_n0[:, None, None, None] * buf40_s0 + offs_n1[None, :, None, None] * buf40_s1 + offs_c0[None, None, None, :] * buf40_s3, t39, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    states7 = torch.full([_cdiv(16, T['c1']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), E_c1=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c1=T['c1'])
    states14 = torch.full([_cdiv(64, T['c2']), _pow2(2), _pow2(4), 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), E_c2=64, E_n0=2, E_n1=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(16), T_c2=T['c2'])
    m20 = inputs['v']
    states27 = torch.full([_cdiv(16, T['c1']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states28 = torch.full([_cdiv(16, T['c1']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(16, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states27_ptr=states27, states27_s0=states27.stride(0), states27_s1=states27.stride(1), states27_s2=states27.stride(2), states27_s3=states27.stride(3), states27_s4=states27.stride(4), states28_ptr=states28, states28_s0=states28.stride(0), states28_s1=states28.stride(1), states28_s2=states28.stride(2), states28_s3=states28.stride(3), states28_s4=states28.stride(4), E_c1=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c1=T['c1'])
    buf40 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(16, T['c0']),)](states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m20_s3=m20.stride(3), states27_ptr=states27, states27_s0=states27.stride(0), states27_s1=states27.stride(1), states27_s2=states27.stride(2), states27_s3=states27.stride(3), states27_s4=states27.stride(4), states28_ptr=states28, states28_s0=states28.stride(0), states28_s1=states28.stride(1), states28_s2=states28.stride(2), states28_s3=states28.stride(3), states28_s4=states28.stride(4), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), buf40_s2=buf40.stride(2), buf40_s3=buf40.stride(3), E_c0=16, E_c1=16, E_c2=64, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf40


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
