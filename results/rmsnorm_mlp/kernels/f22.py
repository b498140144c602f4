"""rmsnorm_mlp [small], candidate 22: 2 kernel(s)

Rendered by EqiForge from candidate 22 of rmsnorm_mlp [small]: grid(x.0@0) loop(x.1[32]: sum) [1 mm] ; grid(x.0@0) loop(x.1[32]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop x.1[32]

Run it on its own: `python kernels/f22.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_mlp.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m28_ptr, m28_s0, m28_s1, buf33_ptr, buf33_s0, buf33_s1, E_c0, E_c1, E_n0, E_n1, DOT_30: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf33: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t22 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t23 = (t22) * (t22)
    t24 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t23, 0.0), axis=1, keep_dims=True)
    t25 = t24 + 3.2e-05
    t26 = tl.rsqrt(t25)
    acc32 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t19 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t20 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t21 = (t19) * (t20)
        t27 = (t21) * (t26)
        t29 = tl.load(m28_ptr + offs_c1[:, None] * m28_s0 + offs_n1[None, :] * m28_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_30:
            t31 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t27, 0.0), tl.where((offs_c1 < E_c1)[:, None], t29, 0.0), input_precision="ieee")
        else:
            t31 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t29, 0.0), 0), axis=1)
        acc32 = acc32 + t31
    tl.store(buf33_ptr + offs_c0[:, None] * buf33_s0 + offs_n1[None, :] * buf33_s1, acc32, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m13_ptr, m13_s0, m13_s1, buf33_ptr, buf33_s0, buf33_s1, buf37_ptr, buf37_s0, buf37_s1, E_c0, E_c1, E_n0, E_n1, DOT_15: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf37: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t7 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t7) * (t7)
    t9 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), axis=1, keep_dims=True)
    t10 = t9 + 3.2e-05
    t11 = tl.rsqrt(t10)
    acc17 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t6 = (t2) * (t5)
        t12 = (t6) * (t11)
        t14 = tl.load(m13_ptr + offs_c1[:, None] * m13_s0 + offs_n1[None, :] * m13_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_15:
            t16 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), tl.where((offs_c1 < E_c1)[:, None], t14, 0.0), input_precision="ieee")
        else:
            t16 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t14, 0.0), 0), axis=1)
        acc17 = acc17 + t16
    t18 = (acc17) * (5.656854249492381)
    t34 = tl.load(buf33_ptr + offs_c0[:, None] * buf33_s0 + offs_n1[None, :] * buf33_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t35 = (t34) * (5.656854249492381)
    t36 = (t18) * (t35)
    tl.store(buf37_ptr + offs_c0[:, None] * buf37_s0 + offs_n1[None, :] * buf37_s1, t36, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    m4 = inputs['w_norm']
    m3 = m4.reshape([1, 32])
    m13 = inputs['w2']
    m28 = inputs['w1']
    buf33 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_30=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    buf37 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), buf33_ptr=buf33, buf33_s0=buf33.stride(0), buf33_s1=buf33.stride(1), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_15=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf37


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
