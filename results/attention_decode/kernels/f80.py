"""attention_decode [small], candidate 80: 3 kernel(s)

Rendered by EqiForge from candidate 80 of attention_decode [small]: store(k.2[64]) ; store(k.2[64]) ; grid(k.0@0) loop(k.2[64]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[64]

Run it on its own: `python kernels/f80.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states18_ptr, states18_s0, states18_s1, states18_s2, states18_s3, states18_s4, states18_s5, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states18: Collect over loop k.2[64]
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
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t8 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t7, 0.0), 2), axis=3)
    t9 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t8, -float('inf')), axis=3, keep_dims=True)
    t10 = t6 - (t9)
    t11 = (t10) * (0.25)
    t12 = tl.exp(t11)
    t13 = t8 - (t9)
    t14 = (t13) * (0.25)
    t15 = tl.exp(t14)
    t16 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t15, 0.0), axis=3, keep_dims=True)
    t17 = (t12) / (t16)
    tl.store(states18_ptr + i_c0 * states18_s0 + i_c1 * states18_s1 + tl.arange(0, T_c0)[:, None, None, None] * states18_s2 + tl.arange(0, F_n0)[None, :, None, None] * states18_s3 + tl.arange(0, T_c1)[None, None, None, :] * states18_s5 + tl.zeros([T_c0, F_n0, 1, T_c1], tl.int32), t17)


@triton.jit
def kernel_1(states18_ptr, states18_s0, states18_s1, states18_s2, states18_s3, states18_s4, states18_s5, m20_ptr, m20_s0, m20_s1, m20_s2, m20_s3, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states23: Collect over loop k.2[64]
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
    t19 = tl.load(states18_ptr + i_c0 * states18_s0 + i_c1 * states18_s1 + tl.arange(0, T_c0)[:, None, None, None] * states18_s2 + tl.arange(0, F_n0)[None, :, None, None] * states18_s3 + tl.arange(0, T_c1)[None, None, None, :] * states18_s5 + tl.zeros([T_c0, F_n0, 1, T_c1], tl.int32))
    t21 = tl.load(m20_ptr + offs_c0[:, None, None, None] * m20_s0 + offs_n0[None, :, None, None] * m20_s1 + offs_c1[None, None, :, None] * m20_s2 + offs_n1[None, None, None, :] * m20_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t22 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t21, 0.0), 2), axis=3)
    tl.store(states23_ptr + i_c0 * states23_s0 + i_c1 * states23_s1 + tl.arange(0, T_c0)[:, None, None, None] * states23_s2 + tl.arange(0, F_n0)[None, :, None, None] * states23_s3 + tl.arange(0, F_n1)[None, None, None, :] * states23_s5 + tl.zeros([T_c0, F_n0, 1, F_n1], tl.int32), t22)


@triton.jit
def kernel_2(states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, buf26_ptr, buf26_s0, buf26_s1, buf26_s2, buf26_s3, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf26: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc25 = tl.full([T_c0, F_n0, 1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t24 = tl.load(states23_ptr + i_c0 * states23_s0 + i_c1 * states23_s1 + tl.arange(0, T_c0)[:, None, None, None] * states23_s2 + tl.arange(0, F_n0)[None, :, None, None] * states23_s3 + tl.arange(0, F_n1)[None, None, None, :] * states23_s5 + tl.zeros([T_c0, F_n0, 1, F_n1], tl.int32))
        acc25 = acc25 + t24
    tl.store(buf26_ptr + offs_c0[:, None, None, None] * buf26_s0 + offs_n0[None, :, None, None] * buf26_s1 + offs_n1[None, None, None, :] * buf26_s3, acc25, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    states18 = torch.full([_cdiv(2, T['c0']), _cdiv(64, T['c1']), T['c0'], _pow2(4), 1, T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states18_ptr=states18, states18_s0=states18.stride(0), states18_s1=states18.stride(1), states18_s2=states18.stride(2), states18_s3=states18.stride(3), states18_s4=states18.stride(4), states18_s5=states18.stride(5), E_c0=2, E_c1=64, E_n0=4, E_n1=16, E_n2=64, F_n0=_pow2(4), F_n1=_pow2(16), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    m20 = inputs['v']
    states23 = torch.full([_cdiv(2, T['c0']), _cdiv(64, T['c1']), T['c0'], _pow2(4), 1, _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(64, T['c1']),)](states18_ptr=states18, states18_s0=states18.stride(0), states18_s1=states18.stride(1), states18_s2=states18.stride(2), states18_s3=states18.stride(3), states18_s4=states18.stride(4), states18_s5=states18.stride(5), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m20_s3=m20.stride(3), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), E_c0=2, E_c1=64, E_n0=4, E_n1=16, F_n0=_pow2(4), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    buf26 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']),)](states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf26_s2=buf26.stride(2), buf26_s3=buf26.stride(3), E_c0=2, E_c1=64, E_n0=4, E_n1=16, F_n0=_pow2(4), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf26


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
