"""attention_decode [small], candidate 65: 3 kernel(s)

Rendered by EqiForge from candidate 65 of attention_decode [small]: grid(v.3@3) loop(k.3[16]: sum) [2 mm] ; store(k.2[64]) loop(k.3[16]: sum) ; grid(k.0@0) loop(k.2[64]: rescale, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid v.3@3[16]
    c2: loop k.3[16]
    c3: loop k.2[64]

Run it on its own: `python kernels/f65.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 8, "c3": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 16, "c2": 16, "c3": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, E_c1, E_c2, E_n0, E_n2, E_n3, F_n0: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf15: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    acc7 = tl.full([F_n2, F_n0, 1, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_n2[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_n2[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc7 = acc7 + t6
    t8 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], acc7, -float('inf')), axis=3, keep_dims=True)
    t9 = acc7 - (t8)
    t10 = (t9) * (0.25)
    t11 = tl.exp(t10)
    t13 = tl.load(m12_ptr + offs_n2[:, None, None, None] * m12_s0 + offs_n0[None, :, None, None] * m12_s1 + offs_n3[None, None, :, None] * m12_s2 + offs_c1[None, None, None, :] * m12_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t14 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t11, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t13, 0.0), 2), axis=3)
    tl.store(buf15_ptr + offs_n2[:, None, None, None] * buf15_s0 + offs_n0[None, :, None, None] * buf15_s1 + offs_c1[None, None, None, :] * buf15_s3, t14, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states32_ptr, states32_s0, states32_s1, states32_s2, states32_s3, states32_s4, states32_s5, states33_ptr, states33_s0, states33_s1, states33_s2, states33_s3, states33_s4, states33_s5, E_c0, E_c2, E_c3, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states32, states33: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc20 = tl.full([T_c0, F_n0, 1, T_c3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t17 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t18 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t19 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t17, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t18, 0.0), 2), axis=3)
        acc20 = acc20 + t19
    t21 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], acc20, -float('inf')), axis=3, keep_dims=True)
    t22 = (t21) * (0.25)
    t23 = (acc20) * (0.25)
    t24 = t22 - (t22)
    t25 = t24 == t24
    t26 = (t25) == 0
    t27 = tl.exp(t22)
    t28 = tl.where(t26, t27, t22)
    t29 = t23 - (t28)
    t30 = tl.exp(t29)
    t31 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t30, 0.0), axis=3, keep_dims=True)
    tl.store(states32_ptr + i_c0 * states32_s0 + i_c3 * states32_s1 + tl.arange(0, T_c0)[:, None, None, None] * states32_s2 + tl.arange(0, F_n0)[None, :, None, None] * states32_s3 + tl.zeros([T_c0, F_n0, 1, 1], tl.int32), t22)
    tl.store(states33_ptr + i_c0 * states33_s0 + i_c3 * states33_s1 + tl.arange(0, T_c0)[:, None, None, None] * states33_s2 + tl.arange(0, F_n0)[None, :, None, None] * states33_s3 + tl.zeros([T_c0, F_n0, 1, 1], tl.int32), t31)


@triton.jit
def kernel_2(buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, states32_ptr, states32_s0, states32_s1, states32_s2, states32_s3, states32_s4, states32_s5, states33_ptr, states33_s0, states33_s1, states33_s2, states33_s3, states33_s4, states33_s5, buf42_ptr, buf42_s0, buf42_s1, buf42_s2, buf42_s3, E_c0, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf42: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t16 = tl.load(buf15_ptr + offs_c0[:, None, None, None] * buf15_s0 + offs_n0[None, :, None, None] * buf15_s1 + offs_n1[None, None, None, :] * buf15_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    acc36 = tl.full([T_c0, F_n0, 1, 1], -float('inf'), tl.float32)
    acc37 = tl.full([T_c0, F_n0, 1, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t34 = tl.load(states32_ptr + i_c0 * states32_s0 + i_c3 * states32_s1 + tl.arange(0, T_c0)[:, None, None, None] * states32_s2 + tl.arange(0, F_n0)[None, :, None, None] * states32_s3 + tl.zeros([T_c0, F_n0, 1, 1], tl.int32))
        t35 = tl.load(states33_ptr + i_c0 * states33_s0 + i_c3 * states33_s1 + tl.arange(0, T_c0)[:, None, None, None] * states33_s2 + tl.arange(0, F_n0)[None, :, None, None] * states33_s3 + tl.zeros([T_c0, F_n0, 1, 1], tl.int32))
        m38 = tl.maximum(acc36, t34)
        r39 = tl.where(acc36 == -float("inf"), 0.0, tl.exp(acc36 - m38))
        r40 = tl.where(t34 == -float("inf"), 0.0, tl.exp(t34 - m38))
        acc37 = tl.where(acc36 == -float("inf"), 0.0, acc37 * r39) + tl.where(t34 == -float("inf"), 0.0, t35 * r40)
        acc36 = m38
    t41 = (t16) / (acc37)
    tl.store(buf42_ptr + offs_c0[:, None, None, None] * buf42_s0 + offs_n0[None, :, None, None] * buf42_s1 + offs_n1[None, None, None, :] * buf42_s3, t41, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m12 = inputs['v']
    buf15 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), E_c1=16, E_c2=16, E_n0=4, E_n2=2, E_n3=64, F_n0=_pow2(4), F_n2=_pow2(2), F_n3=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    states32 = torch.full([_cdiv(2, T['c0']), _cdiv(64, T['c3']), T['c0'], _pow2(4), 1, 1], float("nan"), dtype=torch.float32, device=device)
    states33 = torch.full([_cdiv(2, T['c0']), _cdiv(64, T['c3']), T['c0'], _pow2(4), 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(64, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states32_ptr=states32, states32_s0=states32.stride(0), states32_s1=states32.stride(1), states32_s2=states32.stride(2), states32_s3=states32.stride(3), states32_s4=states32.stride(4), states32_s5=states32.stride(5), states33_ptr=states33, states33_s0=states33.stride(0), states33_s1=states33.stride(1), states33_s2=states33.stride(2), states33_s3=states33.stride(3), states33_s4=states33.stride(4), states33_s5=states33.stride(5), E_c0=2, E_c2=16, E_c3=64, E_n0=4, F_n0=_pow2(4), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    buf42 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']),)](buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), states32_ptr=states32, states32_s0=states32.stride(0), states32_s1=states32.stride(1), states32_s2=states32.stride(2), states32_s3=states32.stride(3), states32_s4=states32.stride(4), states32_s5=states32.stride(5), states33_ptr=states33, states33_s0=states33.stride(0), states33_s1=states33.stride(1), states33_s2=states33.stride(2), states33_s3=states33.stride(3), states33_s4=states33.stride(4), states33_s5=states33.stride(5), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf42_s2=buf42.stride(2), buf42_s3=buf42.stride(3), E_c0=2, E_c3=64, E_n0=4, E_n1=16, F_n0=_pow2(4), F_n1=_pow2(16), T_c0=T['c0'], T_c3=T['c3'])
    return buf42


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
