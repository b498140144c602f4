"""lora [small], candidate 57: 4 kernel(s)

Rendered by EqiForge from candidate 57 of lora [small]: grid(x.0@0) [1 mm] ; store(a.0[32]) ; store(a.1[16]) loop(a.0[32]: sum, stored) ; grid(x.0@0) loop(a.1[16]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop a.1[16]
    c2: loop a.0[32]

Run it on its own: `python kernels/f57.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, buf7_ptr, buf7_s0, buf7_s1, E_c0, E_n0, E_n1, DOT_5: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf7: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t4 = tl.load(m3_ptr + offs_n1[:, None] * m3_s0 + offs_n0[None, :] * m3_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_5:
        t6 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t2, 0.0), tl.where((offs_n1 < E_n1)[:, None], t4, 0.0), input_precision="ieee")
    else:
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t4, 0.0), 0), axis=1)
    tl.store(buf7_ptr + offs_c0[:, None] * buf7_s0 + offs_n0[None, :] * buf7_s1, t6, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m10_ptr, m10_s0, m10_s1, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, E_c0, E_c1, E_c2, DOT_12: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states14: Collect over loop a.0[32]
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
    t9 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t11 = tl.load(m10_ptr + offs_c2[:, None] * m10_s0 + offs_c1[None, :] * m10_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_12:
        t13 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t9, 0.0), tl.where((offs_c2 < E_c2)[:, None], t11, 0.0), input_precision="ieee")
    else:
        t13 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t9, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t11, 0.0), 0), axis=1)
    tl.store(states14_ptr + i_c0 * states14_s0 + i_c2 * states14_s1 + i_c1 * states14_s2 + tl.arange(0, T_c0)[:, None] * states14_s3 + tl.arange(0, T_c1)[None, :] * states14_s4 + tl.zeros([T_c0, T_c1], tl.int32), t13)


@triton.jit
def kernel_2(states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, m17_ptr, m17_s0, m17_s1, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, E_c0, E_c1, E_c2, E_n0, DOT_19: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states22, states23: Collect over loop a.1[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc16 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t15 = tl.load(states14_ptr + i_c0 * states14_s0 + i_c2 * states14_s1 + i_c1 * states14_s2 + tl.arange(0, T_c0)[:, None] * states14_s3 + tl.arange(0, T_c1)[None, :] * states14_s4 + tl.zeros([T_c0, T_c1], tl.int32))
        acc16 = acc16 + t15
    t18 = tl.load(m17_ptr + offs_c1[:, None] * m17_s0 + offs_n0[None, :] * m17_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_19:
        t20 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], acc16, 0.0), tl.where((offs_c1 < E_c1)[:, None], t18, 0.0), input_precision="ieee")
    else:
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], acc16, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t18, 0.0), 0), axis=1)
    t21 = (t20) * (2.0)
    tl.store(states22_ptr + i_c0 * states22_s0 + i_c1 * states22_s1 + tl.arange(0, T_c0)[:, None] * states22_s2 + tl.arange(0, F_n0)[None, :] * states22_s3 + tl.zeros([T_c0, F_n0], tl.int32), t20)
    tl.store(states23_ptr + i_c0 * states23_s0 + i_c1 * states23_s1 + tl.arange(0, T_c0)[:, None] * states23_s2 + tl.arange(0, F_n0)[None, :] * states23_s3 + tl.zeros([T_c0, F_n0], tl.int32), t21)


@triton.jit
def kernel_3(buf7_ptr, buf7_s0, buf7_s1, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, buf29_ptr, buf29_s0, buf29_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf29: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t8 = tl.load(buf7_ptr + offs_c0[:, None] * buf7_s0 + offs_n0[None, :] * buf7_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    acc26 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc27 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t24 = tl.load(states22_ptr + i_c0 * states22_s0 + i_c1 * states22_s1 + tl.arange(0, T_c0)[:, None] * states22_s2 + tl.arange(0, F_n0)[None, :] * states22_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        t25 = tl.load(states23_ptr + i_c0 * states23_s0 + i_c1 * states23_s1 + tl.arange(0, T_c0)[:, None] * states23_s2 + tl.arange(0, F_n0)[None, :] * states23_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc26 = acc26 + t24
        acc27 = acc27 + t25
    t28 = t8 + acc27
    tl.store(buf29_ptr + offs_c0[:, None] * buf29_s0 + offs_n0[None, :] * buf29_s1, t28, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    buf7 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), buf7_ptr=buf7, buf7_s0=buf7.stride(0), buf7_s1=buf7.stride(1), E_c0=8, E_n0=64, E_n1=32, DOT_5=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'])
    m10 = inputs['a']
    states14 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), _cdiv(16, T['c1']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']) * _cdiv(16, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), E_c0=8, E_c1=16, E_c2=32, DOT_12=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m17 = inputs['b']
    states22 = torch.full([_cdiv(8, T['c0']), _cdiv(16, T['c1']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states23 = torch.full([_cdiv(8, T['c0']), _cdiv(16, T['c1']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(16, T['c1']),)](states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), E_c0=8, E_c1=16, E_c2=32, E_n0=64, DOT_19=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf29 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](buf7_ptr=buf7, buf7_s0=buf7.stride(0), buf7_s1=buf7.stride(1), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), E_c0=8, E_c1=16, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf29


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
