"""rmsnorm_mlp [small], candidate 8: 2 kernel(s)

Rendered by EqiForge from candidate 8 of rmsnorm_mlp [small]: grid(w1.1@1) loop(x.1[32]: sum) [1 mm] ; grid(w1.1@1, x.0@0) loop(x.1[32]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w1.1@1[64]
    c2: loop x.1[32]

Run it on its own: `python kernels/f08.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m14_ptr, m14_s0, m14_s1, buf18_ptr, buf18_s0, buf18_s1, E_c1, E_c2, E_n0, E_n1, DOT_16: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf18: Combine over grid w1.1@1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    acc10 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t7 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t8 = (t7) * (t7)
        t9 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), axis=1, keep_dims=True)
        acc10 = acc10 + t9
    t11 = acc10 + 3.2e-05
    t12 = tl.rsqrt(t11)
    t13 = (t6) * (t12)
    t15 = tl.load(m14_ptr + offs_n1[:, None] * m14_s0 + offs_c1[None, :] * m14_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_16:
        t17 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t13, 0.0), tl.where((offs_n1 < E_n1)[:, None], t15, 0.0), input_precision="ieee")
    else:
        t17 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t15, 0.0), 0), axis=1)
    tl.store(buf18_ptr + offs_n0[:, None] * buf18_s0 + offs_c1[None, :] * buf18_s1, t17, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf18_ptr, buf18_s0, buf18_s1, m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m30_ptr, m30_s0, m30_s1, buf36_ptr, buf36_s0, buf36_s1, E_c0, E_c1, E_c2, E_n1, DOT_32: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf36: Combine over grid x.0@0[8], grid w1.1@1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t19 = tl.load(buf18_ptr + offs_c0[:, None] * buf18_s0 + offs_c1[None, :] * buf18_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t20 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t21 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t22 = (t20) * (t21)
    acc26 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t23 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t24 = (t23) * (t23)
        t25 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t24, 0.0), axis=1, keep_dims=True)
        acc26 = acc26 + t25
    t27 = acc26 + 3.2e-05
    t28 = tl.rsqrt(t27)
    t29 = (t22) * (t28)
    t31 = tl.load(m30_ptr + offs_n1[:, None] * m30_s0 + offs_c1[None, :] * m30_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_32:
        t33 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t29, 0.0), tl.where((offs_n1 < E_n1)[:, None], t31, 0.0), input_precision="ieee")
    else:
        t33 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t29, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t31, 0.0), 0), axis=1)
    t34 = (t19) * (t33)
    t35 = (t34) * (32.00000000000001)
    tl.store(buf36_ptr + offs_c0[:, None] * buf36_s0 + offs_c1[None, :] * buf36_s1, t35, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m14 = inputs['w2']
    buf18 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), E_c1=64, E_c2=32, E_n0=8, E_n1=32, DOT_16=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    m30 = inputs['w1']
    buf36 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(64, T['c1']),)](buf18_ptr=buf18, buf18_s0=buf18.stride(0), buf18_s1=buf18.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), buf36_ptr=buf36, buf36_s0=buf36.stride(0), buf36_s1=buf36.stride(1), E_c0=8, E_c1=64, E_c2=32, E_n1=32, DOT_32=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf36


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
