"""attention_decode [small], candidate 42: 2 kernel(s)

Rendered by EqiForge from candidate 42 of attention_decode [small]: store(k.3[16]) ; grid(k.0@0) loop(k.2[64]: rescale) {loop(k.3[16]: sum, stored)} [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[64]
    c2: loop k.3[16]

Run it on its own: `python kernels/f42.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, states7_s6, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states7: Collect over loop k.3[16]
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
    tl.store(states7_ptr + i_c0 * states7_s0 + i_c1 * states7_s1 + i_c2 * states7_s2 + tl.arange(0, T_c0)[:, None, None, None] * states7_s3 + tl.arange(0, F_n0)[None, :, None, None] * states7_s4 + tl.arange(0, T_c1)[None, None, None, :] * states7_s6 + tl.zeros([T_c0, F_n0, 1, T_c1], tl.int32), t6)


@triton.jit
def kernel_1(states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, states7_s6, m21_ptr, m21_s0, m21_s1, m21_s2, m21_s3, buf31_ptr, buf31_s0, buf31_s1, buf31_s2, buf31_s3, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf31: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc24 = tl.full([T_c0, F_n0, 1, 1], -float('inf'), tl.float32)
    acc25 = tl.full([T_c0, F_n0, 1, 1], 0.0, tl.float32)
    acc26 = tl.full([T_c0, F_n0, 1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc9 = tl.full([T_c0, F_n0, 1, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t8 = tl.load(states7_ptr + i_c0 * states7_s0 + i_c1 * states7_s1 + i_c2 * states7_s2 + tl.arange(0, T_c0)[:, None, None, None] * states7_s3 + tl.arange(0, F_n0)[None, :, None, None] * states7_s4 + tl.arange(0, T_c1)[None, None, None, :] * states7_s6 + tl.zeros([T_c0, F_n0, 1, T_c1], tl.int32))
            acc9 = acc9 + t8
        t10 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], acc9, -float('inf')), axis=3, keep_dims=True)
        t11 = (t10) * (0.25)
        t12 = (acc9) * (0.25)
        t13 = t11 - (t11)
        t14 = t13 == t13
        t15 = (t14) == 0
        t16 = tl.exp(t11)
        t17 = tl.where(t15, t16, t11)
        t18 = t12 - (t17)
        t19 = tl.exp(t18)
        t20 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t19, 0.0), axis=3, keep_dims=True)
        t22 = tl.load(m21_ptr + offs_c0[:, None, None, None] * m21_s0 + offs_n0[None, :, None, None] * m21_s1 + offs_c1[None, None, :, None] * m21_s2 + offs_n1[None, None, None, :] * m21_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t23 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t22, 0.0), 2), axis=3)
        m27 = tl.maximum(acc24, t11)
        r28 = tl.where(acc24 == -float("inf"), 0.0, tl.exp(acc24 - m27))
        r29 = tl.where(t11 == -float("inf"), 0.0, tl.exp(t11 - m27))
        acc25 = tl.where(acc24 == -float("inf"), 0.0, acc25 * r28) + tl.where(t11 == -float("inf"), 0.0, t20 * r29)
        acc26 = tl.where(acc24 == -float("inf"), 0.0, acc26 * r28) + tl.where(t11 == -float("inf"), 0.0, t23 * r29)
        acc24 = m27
    t30 = (acc26) / (acc25)
    tl.store(buf31_ptr + offs_c0[:, None, None, None] * buf31_s0 + offs_n0[None, :, None, None] * buf31_s1 + offs_n1[None, None, None, :] * buf31_s3, t30, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    states7 = torch.full([_cdiv(2, T['c0']), _cdiv(64, T['c1']), _cdiv(16, T['c2']), T['c0'], _pow2(4), 1, T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(64, T['c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), states7_s6=states7.stride(6), E_c0=2, E_c1=64, E_c2=16, E_n0=4, F_n0=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m21 = inputs['v']
    buf31 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), states7_s6=states7.stride(6), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m21_s3=m21.stride(3), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf31_s2=buf31.stride(2), buf31_s3=buf31.stride(3), E_c0=2, E_c1=64, E_c2=16, E_n0=4, E_n1=16, F_n0=_pow2(4), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf31


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
