"""lora [small], candidate 17: 2 kernel(s)

Rendered by EqiForge from candidate 17 of lora [small]: grid(x.0@0) loop(a.0[32]: pair(sum, sum)) [1 mm] ; grid(x.0@0) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop a.0[32]

Run it on its own: `python kernels/f17.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/lora.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, buf15_ptr, buf15_s0, buf15_s1, E_c0, E_c1, E_n2, DOT_10: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf15: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc13 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    acc14 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t7 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t9 = tl.load(m8_ptr + offs_c1[:, None] * m8_s0 + offs_n2[None, :] * m8_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t7, 0.0), tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t7, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), 0), axis=1)
        t12 = (t11) * (2.0)
        acc13 = acc13 + t11
        acc14 = acc14 + t12
    tl.store(buf15_ptr + offs_c0[:, None] * buf15_s0 + offs_n2[None, :] * buf15_s1, acc14, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, buf15_ptr, buf15_s0, buf15_s1, m17_ptr, m17_s0, m17_s1, buf22_ptr, buf22_s0, buf22_s1, E_c0, E_n0, E_n1, E_n2, DOT_19: tl.constexpr, DOT_5: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf22: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.load(m3_ptr + offs_n0[:, None] * m3_s0 + offs_n1[None, :] * m3_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_5:
        t6 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t2, 0.0), tl.where((offs_n0 < E_n0)[:, None], t4, 0.0), input_precision="ieee")
    else:
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t4, 0.0), 0), axis=1)
    t16 = tl.load(buf15_ptr + offs_c0[:, None] * buf15_s0 + offs_n2[None, :] * buf15_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t18 = tl.load(m17_ptr + offs_n2[:, None] * m17_s0 + offs_n1[None, :] * m17_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_19:
        t20 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t16, 0.0), tl.where((offs_n2 < E_n2)[:, None], t18, 0.0), input_precision="ieee")
    else:
        t20 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t16, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t18, 0.0), 0), axis=1)
    t21 = t6 + t20
    tl.store(buf22_ptr + offs_c0[:, None] * buf22_s0 + offs_n1[None, :] * buf22_s1, t21, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    buf15 = torch.full([8, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), E_c0=8, E_c1=32, E_n2=16, DOT_10=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(16)) >= 16, F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m17 = inputs['b']
    buf22 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), E_c0=8, E_n0=32, E_n1=64, E_n2=16, DOT_19=(T['c0']) >= 16 and (_pow2(16)) >= 16 and (_pow2(64)) >= 16, DOT_5=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), F_n2=_pow2(16), T_c0=T['c0'])
    return buf22


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
