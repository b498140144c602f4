"""attention_decode [small], candidate 73: 2 kernel(s)

Rendered by EqiForge from candidate 73 of attention_decode [small]: store(k.2[64]) ; grid(v.3@3) loop(k.2[64]: rescale, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[64]

Run it on its own: `python kernels/f73.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m18_ptr, m18_s0, m18_s1, m18_s2, m18_s3, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states21, states22, states23: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
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
    tl.store(states21_ptr + i_c0 * states21_s0 + i_c1 * states21_s1 + tl.arange(0, F_n0)[:, None, None, None] * states21_s2 + tl.arange(0, F_n1)[None, :, None, None] * states21_s3 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32), t8)
    tl.store(states22_ptr + i_c0 * states22_s0 + i_c1 * states22_s1 + tl.arange(0, F_n0)[:, None, None, None] * states22_s2 + tl.arange(0, F_n1)[None, :, None, None] * states22_s3 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32), t17)
    tl.store(states23_ptr + i_c0 * states23_s0 + i_c1 * states23_s1 + tl.arange(0, F_n0)[:, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, :, None, None] * states23_s3 + tl.arange(0, T_c0)[None, None, None, :] * states23_s5 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32), t20)


@triton.jit
def kernel_1(states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, buf34_ptr, buf34_s0, buf34_s1, buf34_s2, buf34_s3, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf34: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc27 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc28 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    acc29 = tl.full([F_n0, F_n1, 1, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t24 = tl.load(states21_ptr + i_c0 * states21_s0 + i_c1 * states21_s1 + tl.arange(0, F_n0)[:, None, None, None] * states21_s2 + tl.arange(0, F_n1)[None, :, None, None] * states21_s3 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32))
        t25 = tl.load(states22_ptr + i_c0 * states22_s0 + i_c1 * states22_s1 + tl.arange(0, F_n0)[:, None, None, None] * states22_s2 + tl.arange(0, F_n1)[None, :, None, None] * states22_s3 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32))
        t26 = tl.load(states23_ptr + i_c0 * states23_s0 + i_c1 * states23_s1 + tl.arange(0, F_n0)[:, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, :, None, None] * states23_s3 + tl.arange(0, T_c0)[None, None, None, :] * states23_s5 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32))
        m30 = tl.maximum(acc27, t24)
        r31 = tl.where(acc27 == -float("inf"), 0.0, tl.exp(acc27 - m30))
        r32 = tl.where(t24 == -float("inf"), 0.0, tl.exp(t24 - m30))
        acc28 = tl.where(acc27 == -float("inf"), 0.0, acc28 * r31) + tl.where(t24 == -float("inf"), 0.0, t25 * r32)
        acc29 = tl.where(acc27 == -float("inf"), 0.0, acc29 * r31) + tl.where(t24 == -float("inf"), 0.0, t26 * r32)
        acc27 = m30
    t33 = (acc29) / (acc28)
    tl.store(buf34_ptr + offs_n0[:, None, None, None] * buf34_s0 + offs_n1[None, :, None, None] * buf34_s1 + offs_c0[None, None, None, :] * buf34_s3, t33, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    states21 = torch.full([_cdiv(16, T['c0']), _cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, 1], float("nan"), dtype=torch.float32, device=device)
    states22 = torch.full([_cdiv(16, T['c0']), _cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, 1], float("nan"), dtype=torch.float32, device=device)
    states23 = torch.full([_cdiv(16, T['c0']), _cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c0']) * _cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m18_s2=m18.stride(2), m18_s3=m18.stride(3), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), E_c0=16, E_c1=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    buf34 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c0']),)](states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf34_s2=buf34.stride(2), buf34_s3=buf34.stride(3), E_c0=16, E_c1=64, E_n0=2, E_n1=4, F_n0=_pow2(2), F_n1=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    return buf34


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
