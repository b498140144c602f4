"""attention_decode [small], candidate 60: 2 kernel(s)

Rendered by EqiForge from candidate 60 of attention_decode [small]: store(k.3[16]) ; grid(v.3@3) loop(k.3[16]: pair(sum, sum), stored) loop(k.2[64]: rescale) {loop(k.3[16]: sum)} [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.3[16]
    c2: loop k.2[64]

Run it on its own: `python kernels/f60.py` checks it once against PyTorch on random inputs.
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
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 16, "c1": 16, "c2": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states8_ptr, states8_s0, states8_s1, states8_s2, states8_s3, states8_s4, states9_ptr, states9_s0, states9_s1, states9_s2, states9_s3, states9_s4, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # stores states8, states9: Collect over loop k.3[16]
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
    t7 = (t6) * (0.25)
    tl.store(states8_ptr + i_c1 * states8_s0 + tl.arange(0, F_n0)[:, None, None, None] * states8_s1 + tl.arange(0, F_n1)[None, :, None, None] * states8_s2 + tl.arange(0, F_n2)[None, None, None, :] * states8_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t7)
    tl.store(states9_ptr + i_c1 * states9_s0 + tl.arange(0, F_n0)[:, None, None, None] * states9_s1 + tl.arange(0, F_n1)[None, :, None, None] * states9_s2 + tl.arange(0, F_n2)[None, None, None, :] * states9_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32), t6)


@triton.jit
def kernel_1(states8_ptr, states8_s0, states8_s1, states8_s2, states8_s3, states8_s4, states9_ptr, states9_s0, states9_s1, states9_s2, states9_s3, states9_s4, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, buf40_ptr, buf40_s0, buf40_s1, buf40_s2, buf40_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf40: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc12 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    acc13 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t10 = tl.load(states8_ptr + i_c1 * states8_s0 + tl.arange(0, F_n0)[:, None, None, None] * states8_s1 + tl.arange(0, F_n1)[None, :, None, None] * states8_s2 + tl.arange(0, F_n2)[None, None, None, :] * states8_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        t11 = tl.load(states9_ptr + i_c1 * states9_s0 + tl.arange(0, F_n0)[:, None, None, None] * states9_s1 + tl.arange(0, F_n1)[None, :, None, None] * states9_s2 + tl.arange(0, F_n2)[None, None, None, :] * states9_s4 + tl.zeros([F_n0, F_n1, 1, F_n2], tl.int32))
        acc12 = acc12 + t10
        acc13 = acc13 + t11
    acc29 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc30 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc17 = tl.full([F_n0, F_n1, 1, T_c2], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t14 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
            t15 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t16 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t14, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t15, 0.0), 2), axis=3)
            acc17 = acc17 + t16
        t18 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], acc17, -float('inf')), axis=3, keep_dims=True)
        t19 = (t18) * (0.25)
        t20 = (acc17) * (0.25)
        t21 = t19 - (t19)
        t22 = t21 == t21
        t23 = (t22) == 0
        t24 = tl.exp(t19)
        t25 = tl.where(t23, t24, t19)
        t26 = t20 - (t25)
        t27 = tl.exp(t26)
        t28 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t27, 0.0), axis=3, keep_dims=True)
        m31 = tl.maximum(acc29, t19)
        r32 = tl.where(acc29 == -float("inf"), 0.0, tl.exp(acc29 - m31))
        r33 = tl.where(t19 == -float("inf"), 0.0, tl.exp(t19 - m31))
        acc30 = tl.where(acc29 == -float("inf"), 0.0, acc30 * r32) + tl.where(t19 == -float("inf"), 0.0, t28 * r33)
        acc29 = m31
    t34 = acc12 - (acc29)
    t35 = tl.exp(t34)
    t36 = (t35) / (acc30)
    t38 = tl.load(m37_ptr + offs_n0[:, None, None, None] * m37_s0 + offs_n1[None, :, None, None] * m37_s1 + offs_n2[None, None, :, None] * m37_s2 + offs_c0[None, None, None, :] * m37_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t39 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t36, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t38, 0.0), 2), axis=3)
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
    states8 = torch.full([_cdiv(16, T['c1']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states9 = torch.full([_cdiv(16, T['c1']), _pow2(2), _pow2(4), 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states8_ptr=states8, states8_s0=states8.stride(0), states8_s1=states8.stride(1), states8_s2=states8.stride(2), states8_s3=states8.stride(3), states8_s4=states8.stride(4), states9_ptr=states9, states9_s0=states9.stride(0), states9_s1=states9.stride(1), states9_s2=states9.stride(2), states9_s3=states9.stride(3), states9_s4=states9.stride(4), E_c1=16, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c1=T['c1'])
    m37 = inputs['v']
    buf40 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c0']),)](states8_ptr=states8, states8_s0=states8.stride(0), states8_s1=states8.stride(1), states8_s2=states8.stride(2), states8_s3=states8.stride(3), states8_s4=states8.stride(4), states9_ptr=states9, states9_s0=states9.stride(0), states9_s1=states9.stride(1), states9_s2=states9.stride(2), states9_s3=states9.stride(3), states9_s4=states9.stride(4), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), buf40_s2=buf40.stride(2), buf40_s3=buf40.stride(3), E_c0=16, E_c1=16, E_c2=64, E_n0=2, E_n1=4, E_n2=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf40


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
