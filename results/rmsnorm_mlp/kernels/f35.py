"""rmsnorm_mlp [small], candidate 35: 3 kernel(s)

Rendered by EqiForge from candidate 35 of rmsnorm_mlp [small]: grid() loop(x.1[32]: pair(sum, sum)) ; grid() loop(x.1[32]: pair(sum, sum)) ; grid(w1.1@1, x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w1.1@1[64]
    c2: loop x.1[32]

Run it on its own: `python kernels/f35.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_mlp.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 64, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m9_ptr, m9_s0, m9_s1, m13_ptr, m13_s0, m13_s1, buf20_ptr, buf20_s0, buf20_s1, buf21_ptr, buf21_s0, buf21_s1, E_c2, E_n0, E_n1, E_n2, DOT_15: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf20, buf21: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t3 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t4 = (t3) * (t3)
    t5 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t4, 0.0), axis=1, keep_dims=True)
    t6 = t5 + 3.2e-05
    t7 = tl.rsqrt(t6)
    acc18 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    acc19 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t8 = (t2) * (t7)
        t11 = tl.load(m9_ptr + offs_c2[None, :] * m9_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t12 = (t8) * (t11)
        t14 = tl.load(m13_ptr + offs_c2[:, None] * m13_s0 + offs_n2[None, :] * m13_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_15:
            t16 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), input_precision="ieee")
        else:
            t16 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), 0), axis=1)
        t17 = (t16) * (5.656854249492381)
        acc18 = acc18 + t17
        acc19 = acc19 + t16
    tl.store(buf20_ptr + offs_n0[:, None] * buf20_s0 + offs_n2[None, :] * buf20_s1, acc18, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])
    tl.store(buf21_ptr + offs_n0[:, None] * buf21_s0 + offs_n2[None, :] * buf21_s1, acc19, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m9_ptr, m9_s0, m9_s1, m32_ptr, m32_s0, m32_s1, buf39_ptr, buf39_s0, buf39_s1, buf40_ptr, buf40_s0, buf40_s1, E_c2, E_n0, E_n1, E_n2, DOT_34: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf39, buf40: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t24 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t25 = (t24) * (t24)
    t26 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t25, 0.0), axis=1, keep_dims=True)
    t27 = t26 + 3.2e-05
    t28 = tl.rsqrt(t27)
    acc37 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    acc38 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t23 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t29 = (t23) * (t28)
        t30 = tl.load(m9_ptr + offs_c2[None, :] * m9_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t31 = (t29) * (t30)
        t33 = tl.load(m32_ptr + offs_c2[:, None] * m32_s0 + offs_n2[None, :] * m32_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_34:
            t35 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), tl.where((offs_c2 < E_c2)[:, None], t33, 0.0), input_precision="ieee")
        else:
            t35 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t33, 0.0), 0), axis=1)
        t36 = (t35) * (5.656854249492381)
        acc37 = acc37 + t36
        acc38 = acc38 + t35
    tl.store(buf39_ptr + offs_n0[:, None] * buf39_s0 + offs_n2[None, :] * buf39_s1, acc37, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])
    tl.store(buf40_ptr + offs_n0[:, None] * buf40_s0 + offs_n2[None, :] * buf40_s1, acc38, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_2(buf21_ptr, buf21_s0, buf21_s1, buf40_ptr, buf40_s0, buf40_s1, buf44_ptr, buf44_s0, buf44_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf44: Combine over grid x.0@0[8], grid w1.1@1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t22 = tl.load(buf21_ptr + offs_c0[:, None] * buf21_s0 + offs_c1[None, :] * buf21_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t41 = tl.load(buf40_ptr + offs_c0[:, None] * buf40_s0 + offs_c1[None, :] * buf40_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t42 = (t22) * (t41)
    t43 = (t42) * (32.00000000000001)
    tl.store(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_c1[None, :] * buf44_s1, t43, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m10 = inputs['w_norm']
    m9 = m10.reshape([1, 32])
    m13 = inputs['w2']
    buf20 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    buf21 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), E_c2=32, E_n0=8, E_n1=32, E_n2=64, DOT_15=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), F_n2=_pow2(64), T_c2=T['c2'])
    m32 = inputs['w1']
    buf39 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    buf40 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), E_c2=32, E_n0=8, E_n1=32, E_n2=64, DOT_34=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), F_n2=_pow2(64), T_c2=T['c2'])
    buf44 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(64, T['c1']),)](buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), E_c0=8, E_c1=64, T_c0=T['c0'], T_c1=T['c1'])
    return buf44


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
