"""attention_decode [small], candidate 41: 2 kernel(s)

Rendered by EqiForge from candidate 41 of attention_decode [small]: store(k.3[16]) ; grid(k.0@0) loop(k.2[64]: rescale) {loop(k.3[16]: pair(sum, sum), stored)} [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[64]
    c2: loop k.3[16]

Run it on its own: `python kernels/f41.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states8_ptr, states8_s0, states8_s1, states8_s2, states8_s3, states8_s4, states8_s5, states8_s6, states9_ptr, states9_s0, states9_s1, states9_s2, states9_s3, states9_s4, states9_s5, states9_s6, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states8, states9: Collect over loop k.3[16]
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
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = (t6) * (0.25)
    tl.store(states8_ptr + i_c0 * states8_s0 + i_c1 * states8_s1 + i_c2 * states8_s2 + tl.arange(0, T_c0)[:, None, None, None] * states8_s3 + tl.arange(0, F_n0)[None, :, None, None] * states8_s4 + tl.arange(0, T_c1)[None, None, None, :] * states8_s6 + tl.zeros([T_c0, F_n0, 1, T_c1], tl.int32), t6)
    tl.store(states9_ptr + i_c0 * states9_s0 + i_c1 * states9_s1 + i_c2 * states9_s2 + tl.arange(0, T_c0)[:, None, None, None] * states9_s3 + tl.arange(0, F_n0)[None, :, None, None] * states9_s4 + tl.arange(0, T_c1)[None, None, None, :] * states9_s6 + tl.zeros([T_c0, F_n0, 1, T_c1], tl.int32), t7)


@triton.jit
def kernel_1(states8_ptr, states8_s0, states8_s1, states8_s2, states8_s3, states8_s4, states8_s5, states8_s6, states9_ptr, states9_s0, states9_s1, states9_s2, states9_s3, states9_s4, states9_s5, states9_s6, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, buf33_ptr, buf33_s0, buf33_s1, buf33_s2, buf33_s3, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf33: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc26 = tl.full([T_c0, F_n0, 1, 1], -float('inf'), tl.float32)
    acc27 = tl.full([T_c0, F_n0, 1, 1], 0.0, tl.float32)
    acc28 = tl.full([T_c0, F_n0, 1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc12 = tl.full([T_c0, F_n0, 1, T_c1], 0.0, tl.float32)
        acc13 = tl.full([T_c0, F_n0, 1, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t10 = tl.load(states8_ptr + i_c0 * states8_s0 + i_c1 * states8_s1 + i_c2 * states8_s2 + tl.arange(0, T_c0)[:, None, None, None] * states8_s3 + tl.arange(0, F_n0)[None, :, None, None] * states8_s4 + tl.arange(0, T_c1)[None, None, None, :] * states8_s6 + tl.zeros([T_c0, F_n0, 1, T_c1], tl.int32))
            t11 = tl.load(states9_ptr + i_c0 * states9_s0 + i_c1 * states9_s1 + i_c2 * states9_s2 + tl.arange(0, T_c0)[:, None, None, None] * states9_s3 + tl.arange(0, F_n0)[None, :, None, None] * states9_s4 + tl.arange(0, T_c1)[None, None, None, :] * states9_s6 + tl.zeros([T_c0, F_n0, 1, T_c1], tl.int32))
            acc12 = acc12 + t10
            acc13 = acc13 + t11
        t14 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], acc13, -float('inf')), axis=3, keep_dims=True)
        t15 = t14 - (t14)
        t16 = t15 == t15
        t17 = (t16) == 0
        t18 = tl.exp(t14)
        t19 = tl.where(t17, t18, t14)
        t20 = acc13 - (t19)
        t21 = tl.exp(t20)
        t22 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t21, 0.0), axis=3, keep_dims=True)
        t24 = tl.load(m23_ptr + offs_c0[:, None, None, None] * m23_s0 + offs_n0[None, :, None, None] * m23_s1 + offs_c1[None, None, :, None] * m23_s2 + offs_n1[None, None, None, :] * m23_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t25 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t24, 0.0), 2), axis=3)
        m29 = tl.maximum(acc26, t14)
        r30 = tl.where(acc26 == -float("inf"), 0.0, tl.exp(acc26 - m29))
        r31 = tl.where(t14 == -float("inf"), 0.0, tl.exp(t14 - m29))
        acc27 = tl.where(acc26 == -float("inf"), 0.0, acc27 * r30) + tl.where(t14 == -float("inf"), 0.0, t22 * r31)
        acc28 = tl.where(acc26 == -float("inf"), 0.0, acc28 * r30) + tl.where(t14 == -float("inf"), 0.0, t25 * r31)
        acc26 = m29
    t32 = (acc28) / (acc27)
    tl.store(buf33_ptr + offs_c0[:, None, None, None] * buf33_s0 + offs_n0[None, :, None, None] * buf33_s1 + offs_n1[None, None, None, :] * buf33_s3, t32, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    states8 = torch.full([_cdiv(2, T['c0']), _cdiv(64, T['c1']), _cdiv(16, T['c2']), T['c0'], _pow2(4), 1, T['c1']], float("nan"), dtype=torch.float32, device=device)
    states9 = torch.full([_cdiv(2, T['c0']), _cdiv(64, T['c1']), _cdiv(16, T['c2']), T['c0'], _pow2(4), 1, T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(64, T['c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states8_ptr=states8, states8_s0=states8.stride(0), states8_s1=states8.stride(1), states8_s2=states8.stride(2), states8_s3=states8.stride(3), states8_s4=states8.stride(4), states8_s5=states8.stride(5), states8_s6=states8.stride(6), states9_ptr=states9, states9_s0=states9.stride(0), states9_s1=states9.stride(1), states9_s2=states9.stride(2), states9_s3=states9.stride(3), states9_s4=states9.stride(4), states9_s5=states9.stride(5), states9_s6=states9.stride(6), E_c0=2, E_c1=64, E_c2=16, E_n0=4, F_n0=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m23 = inputs['v']
    buf33 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](states8_ptr=states8, states8_s0=states8.stride(0), states8_s1=states8.stride(1), states8_s2=states8.stride(2), states8_s3=states8.stride(3), states8_s4=states8.stride(4), states8_s5=states8.stride(5), states8_s6=states8.stride(6), states9_ptr=states9, states9_s0=states9.stride(0), states9_s1=states9.stride(1), states9_s2=states9.stride(2), states9_s3=states9.stride(3), states9_s4=states9.stride(4), states9_s5=states9.stride(5), states9_s6=states9.stride(6), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), buf33_s2=buf33.stride(2), buf33_s3=buf33.stride(3), E_c0=2, E_c1=64, E_c2=16, E_n0=4, E_n1=16, F_n0=_pow2(4), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf33


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
