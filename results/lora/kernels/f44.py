"""lora [small], candidate 44: 2 kernel(s)

Rendered by EqiForge from candidate 44 of lora [small]: store(a.0[32]) ; grid(x.0@0) loop(a.1[16]: sum) {loop(a.0[32]: pair(sum, sum), stored)} [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop a.1[16]
    c2: loop a.0[32]

Run it on its own: `python kernels/f44.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/lora.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 8, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 16, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, states13_ptr, states13_s0, states13_s1, states13_s2, states13_s3, states13_s4, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, E_c0, E_c1, E_c2, DOT_10: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states13, states14: Collect over loop a.0[32]
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
    t7 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t9 = tl.load(m8_ptr + offs_c2[:, None] * m8_s0 + offs_c1[None, :] * m8_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t7, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t7, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
    t12 = (t11) * (2.0)
    tl.store(states13_ptr + i_c0 * states13_s0 + i_c2 * states13_s1 + i_c1 * states13_s2 + tl.arange(0, T_c0)[:, None] * states13_s3 + tl.arange(0, T_c1)[None, :] * states13_s4 + tl.zeros([T_c0, T_c1], tl.int32), t11)
    tl.store(states14_ptr + i_c0 * states14_s0 + i_c2 * states14_s1 + i_c1 * states14_s2 + tl.arange(0, T_c0)[:, None] * states14_s3 + tl.arange(0, T_c1)[None, :] * states14_s4 + tl.zeros([T_c0, T_c1], tl.int32), t12)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states13_ptr, states13_s0, states13_s1, states13_s2, states13_s3, states13_s4, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, m19_ptr, m19_s0, m19_s1, buf25_ptr, buf25_s0, buf25_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_21: tl.constexpr, DOT_5: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf25: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.load(m3_ptr + offs_n0[:, None] * m3_s0 + offs_n1[None, :] * m3_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_5:
        t6 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t2, 0.0), tl.where((offs_n0 < E_n0)[:, None], t4, 0.0), input_precision="ieee")
    else:
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t4, 0.0), 0), axis=1)
    acc23 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc17 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        acc18 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t15 = tl.load(states13_ptr + i_c0 * states13_s0 + i_c2 * states13_s1 + i_c1 * states13_s2 + tl.arange(0, T_c0)[:, None] * states13_s3 + tl.arange(0, T_c1)[None, :] * states13_s4 + tl.zeros([T_c0, T_c1], tl.int32))
            t16 = tl.load(states14_ptr + i_c0 * states14_s0 + i_c2 * states14_s1 + i_c1 * states14_s2 + tl.arange(0, T_c0)[:, None] * states14_s3 + tl.arange(0, T_c1)[None, :] * states14_s4 + tl.zeros([T_c0, T_c1], tl.int32))
            acc17 = acc17 + t15
            acc18 = acc18 + t16
        t20 = tl.load(m19_ptr + offs_c1[:, None] * m19_s0 + offs_n1[None, :] * m19_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_21:
            t22 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], acc18, 0.0), tl.where((offs_c1 < E_c1)[:, None], t20, 0.0), input_precision="ieee")
        else:
            t22 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], acc18, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t20, 0.0), 0), axis=1)
        acc23 = acc23 + t22
    t24 = t6 + acc23
    tl.store(buf25_ptr + offs_c0[:, None] * buf25_s0 + offs_n1[None, :] * buf25_s1, t24, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    m1 = inputs['x']
    m3 = inputs['w']
    m8 = inputs['a']
    states13 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), _cdiv(16, T['c1']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    states14 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), _cdiv(16, T['c1']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']) * _cdiv(16, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), states13_s3=states13.stride(3), states13_s4=states13.stride(4), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), E_c0=8, E_c1=16, E_c2=32, DOT_10=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m19 = inputs['b']
    buf25 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), states13_s3=states13.stride(3), states13_s4=states13.stride(4), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), E_c0=8, E_c1=16, E_c2=32, E_n0=32, E_n1=64, DOT_21=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_5=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf25


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
