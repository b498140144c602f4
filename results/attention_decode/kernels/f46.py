"""attention_decode [small], candidate 46: 2 kernel(s)

Rendered by EqiForge from candidate 46 of attention_decode [small]: store(k.2[64]) loop(k.3[16]: sum) ; grid(k.0@0, k.1@1, v.3@3) loop(k.3[16]: sum) loop(k.2[64]: rescale, stored) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.1@1[4]
    c2: grid v.3@3[16]
    c3: loop k.3[16]
    c4: loop k.2[64]

Run it on its own: `python kernels/f46.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 8, "c4": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 16, "c3": 16, "c4": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, states24_s6, states25_ptr, states25_s0, states25_s1, states25_s2, states25_s3, states25_s4, states25_s5, states25_s6, E_c0, E_c1, E_c3, E_c4, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states24, states25: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    acc12 = tl.full([T_c0, T_c1, 1, T_c4], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t9 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t10 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_c4[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t10, 0.0), 2), axis=3)
        acc12 = acc12 + t11
    t13 = tl.max(tl.where((offs_c4 < E_c4)[None, None, None, :], acc12, -float('inf')), axis=3, keep_dims=True)
    t14 = (t13) * (0.25)
    t15 = (acc12) * (0.25)
    t16 = t14 - (t14)
    t17 = t16 == t16
    t18 = (t17) == 0
    t19 = tl.exp(t14)
    t20 = tl.where(t18, t19, t14)
    t21 = t15 - (t20)
    t22 = tl.exp(t21)
    t23 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t22, 0.0), axis=3, keep_dims=True)
    tl.store(states24_ptr + i_c0 * states24_s0 + i_c1 * states24_s1 + i_c4 * states24_s2 + tl.arange(0, T_c0)[:, None, None, None] * states24_s3 + tl.arange(0, T_c1)[None, :, None, None] * states24_s4 + tl.zeros([T_c0, T_c1, 1, 1], tl.int32), t14)
    tl.store(states25_ptr + i_c0 * states25_s0 + i_c1 * states25_s1 + i_c4 * states25_s2 + tl.arange(0, T_c0)[:, None, None, None] * states25_s3 + tl.arange(0, T_c1)[None, :, None, None] * states25_s4 + tl.zeros([T_c0, T_c1, 1, 1], tl.int32), t23)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, states24_s6, states25_ptr, states25_s0, states25_s1, states25_s2, states25_s3, states25_s4, states25_s5, states25_s6, m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, buf39_ptr, buf39_s0, buf39_s1, buf39_s2, buf39_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf39: Combine over grid k.0@0[2], grid k.1@1[4], grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc7 = tl.full([T_c0, T_c1, 1, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc7 = acc7 + t6
    t8 = (acc7) * (0.25)
    acc28 = tl.full([T_c0, T_c1, 1, 1], -float('inf'), tl.float32)
    acc29 = tl.full([T_c0, T_c1, 1, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t26 = tl.load(states24_ptr + i_c0 * states24_s0 + i_c1 * states24_s1 + i_c4 * states24_s2 + tl.arange(0, T_c0)[:, None, None, None] * states24_s3 + tl.arange(0, T_c1)[None, :, None, None] * states24_s4 + tl.zeros([T_c0, T_c1, 1, 1], tl.int32))
        t27 = tl.load(states25_ptr + i_c0 * states25_s0 + i_c1 * states25_s1 + i_c4 * states25_s2 + tl.arange(0, T_c0)[:, None, None, None] * states25_s3 + tl.arange(0, T_c1)[None, :, None, None] * states25_s4 + tl.zeros([T_c0, T_c1, 1, 1], tl.int32))
        m30 = tl.maximum(acc28, t26)
        r31 = tl.where(acc28 == -float("inf"), 0.0, tl.exp(acc28 - m30))
        r32 = tl.where(t26 == -float("inf"), 0.0, tl.exp(t26 - m30))
        acc29 = tl.where(acc28 == -float("inf"), 0.0, acc29 * r31) + tl.where(t26 == -float("inf"), 0.0, t27 * r32)
        acc28 = m30
    t33 = t8 - (acc28)
    t34 = tl.exp(t33)
    t36 = tl.load(m35_ptr + offs_c0[:, None, None, None] * m35_s0 + offs_c1[None, :, None, None] * m35_s1 + offs_n0[None, None, :, None] * m35_s2 + offs_c2[None, None, None, :] * m35_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t37 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t34, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t36, 0.0), 2), axis=3)
    t38 = (t37) / (acc29)
    tl.store(buf39_ptr + offs_c0[:, None, None, None] * buf39_s0 + offs_c1[None, :, None, None] * buf39_s1 + offs_c2[None, None, None, :] * buf39_s3, t38, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    states24 = torch.full([_cdiv(2, T['c0']), _cdiv(4, T['c1']), _cdiv(64, T['c4']), T['c0'], T['c1'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    states25 = torch.full([_cdiv(2, T['c0']), _cdiv(4, T['c1']), _cdiv(64, T['c4']), T['c0'], T['c1'], 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(64, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), states24_s6=states24.stride(6), states25_ptr=states25, states25_s0=states25.stride(0), states25_s1=states25.stride(1), states25_s2=states25.stride(2), states25_s3=states25.stride(3), states25_s4=states25.stride(4), states25_s5=states25.stride(5), states25_s6=states25.stride(6), E_c0=2, E_c1=4, E_c3=16, E_c4=64, T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'], T_c4=T['c4'])
    m35 = inputs['v']
    buf39 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), states24_s6=states24.stride(6), states25_ptr=states25, states25_s0=states25.stride(0), states25_s1=states25.stride(1), states25_s2=states25.stride(2), states25_s3=states25.stride(3), states25_s4=states25.stride(4), states25_s5=states25.stride(5), states25_s6=states25.stride(6), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf39_s2=buf39.stride(2), buf39_s3=buf39.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=16, E_c4=64, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf39


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
