"""attention_decode [small], candidate 53: 2 kernel(s)

Rendered by EqiForge from candidate 53 of attention_decode [small]: store(k.3[16]) ; grid(k.0@0) loop(k.3[16]: sum) loop(k.2[64]: rescale) {loop(k.3[16]: pair(sum, sum), stored)} [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.3[16]
    c2: loop k.2[64]

Run it on its own: `python kernels/f53.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 16, "c2": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states13_ptr, states13_s0, states13_s1, states13_s2, states13_s3, states13_s4, states13_s5, states13_s6, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states14_s5, states14_s6, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states13, states14: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t9 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t10 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t11 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t10, 0.0), 2), axis=3)
    t12 = (t11) * (0.25)
    tl.store(states13_ptr + i_c0 * states13_s0 + i_c2 * states13_s1 + i_c1 * states13_s2 + tl.arange(0, T_c0)[:, None, None, None] * states13_s3 + tl.arange(0, F_n0)[None, :, None, None] * states13_s4 + tl.arange(0, T_c2)[None, None, None, :] * states13_s6 + tl.zeros([T_c0, F_n0, 1, T_c2], tl.int32), t11)
    tl.store(states14_ptr + i_c0 * states14_s0 + i_c2 * states14_s1 + i_c1 * states14_s2 + tl.arange(0, T_c0)[:, None, None, None] * states14_s3 + tl.arange(0, F_n0)[None, :, None, None] * states14_s4 + tl.arange(0, T_c2)[None, None, None, :] * states14_s6 + tl.zeros([T_c0, F_n0, 1, T_c2], tl.int32), t12)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states13_ptr, states13_s0, states13_s1, states13_s2, states13_s3, states13_s4, states13_s5, states13_s6, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states14_s5, states14_s6, m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, buf39_ptr, buf39_s0, buf39_s1, buf39_s2, buf39_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf39: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc7 = tl.full([T_c0, F_n0, 1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc7 = acc7 + t6
    t8 = (acc7) * (0.25)
    acc28 = tl.full([T_c0, F_n0, 1, 1], -float('inf'), tl.float32)
    acc29 = tl.full([T_c0, F_n0, 1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc17 = tl.full([T_c0, F_n0, 1, T_c2], 0.0, tl.float32)
        acc18 = tl.full([T_c0, F_n0, 1, T_c2], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t15 = tl.load(states13_ptr + i_c0 * states13_s0 + i_c2 * states13_s1 + i_c1 * states13_s2 + tl.arange(0, T_c0)[:, None, None, None] * states13_s3 + tl.arange(0, F_n0)[None, :, None, None] * states13_s4 + tl.arange(0, T_c2)[None, None, None, :] * states13_s6 + tl.zeros([T_c0, F_n0, 1, T_c2], tl.int32))
            t16 = tl.load(states14_ptr + i_c0 * states14_s0 + i_c2 * states14_s1 + i_c1 * states14_s2 + tl.arange(0, T_c0)[:, None, None, None] * states14_s3 + tl.arange(0, F_n0)[None, :, None, None] * states14_s4 + tl.arange(0, T_c2)[None, None, None, :] * states14_s6 + tl.zeros([T_c0, F_n0, 1, T_c2], tl.int32))
            acc17 = acc17 + t15
            acc18 = acc18 + t16
        t19 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], acc18, -float('inf')), axis=3, keep_dims=True)
        t20 = t19 - (t19)
        t21 = t20 == t20
        t22 = (t21) == 0
        t23 = tl.exp(t19)
        t24 = tl.where(t22, t23, t19)
        t25 = acc18 - (t24)
        t26 = tl.exp(t25)
        t27 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t26, 0.0), axis=3, keep_dims=True)
        m30 = tl.maximum(acc28, t19)
        r31 = tl.where(acc28 == -float("inf"), 0.0, tl.exp(acc28 - m30))
        r32 = tl.where(t19 == -float("inf"), 0.0, tl.exp(t19 - m30))
        acc29 = tl.where(acc28 == -float("inf"), 0.0, acc29 * r31) + tl.where(t19 == -float("inf"), 0.0, t27 * r32)
        acc28 = m30
    t33 = t8 - (acc28)
    t34 = tl.exp(t33)
    t36 = tl.load(m35_ptr + offs_c0[:, None, None, None] * m35_s0 + offs_n0[None, :, None, None] * m35_s1 + offs_n1[None, None, :, None] * m35_s2 + offs_n2[None, None, None, :] * m35_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t37 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t34, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t36, 0.0), 2), axis=3)
    t38 = (t37) / (acc29)
    tl.store(buf39_ptr + offs_c0[:, None, None, None] * buf39_s0 + offs_n0[None, :, None, None] * buf39_s1 + offs_n2[None, None, None, :] * buf39_s3, t38, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    states13 = torch.full([_cdiv(2, T['c0']), _cdiv(64, T['c2']), _cdiv(16, T['c1']), T['c0'], _pow2(4), 1, T['c2']], float("nan"), dtype=torch.float32, device=device)
    states14 = torch.full([_cdiv(2, T['c0']), _cdiv(64, T['c2']), _cdiv(16, T['c1']), T['c0'], _pow2(4), 1, T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(64, T['c2']) * _cdiv(16, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), states13_s3=states13.stride(3), states13_s4=states13.stride(4), states13_s5=states13.stride(5), states13_s6=states13.stride(6), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states14_s5=states14.stride(5), states14_s6=states14.stride(6), E_c0=2, E_c1=16, E_c2=64, E_n0=4, F_n0=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m35 = inputs['v']
    buf39 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), states13_s3=states13.stride(3), states13_s4=states13.stride(4), states13_s5=states13.stride(5), states13_s6=states13.stride(6), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states14_s5=states14.stride(5), states14_s6=states14.stride(6), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf39_s2=buf39.stride(2), buf39_s3=buf39.stride(3), E_c0=2, E_c1=16, E_c2=64, E_n0=4, E_n1=64, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(64), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf39


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
