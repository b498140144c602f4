"""rmsnorm_swiglu [small], candidate 43: 2 kernel(s)

Rendered by EqiForge from candidate 43 of rmsnorm_swiglu [small]: grid(x.0@0) loop(x.1[32]: pair(sum, sum)) [1 mm] ; grid(w_down.0@1) loop(x.1[32]: pair(sum, sum)) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid w_down.0@1[32]
    c1: grid x.0@0[8]
    c2: loop x.1[32]

Run it on its own: `python kernels/f43.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 4, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 8, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m13_ptr, m13_s0, m13_s1, buf21_ptr, buf21_s0, buf21_s1, E_c1, E_c2, E_n1, E_n2, DOT_16: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf21: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t7 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t8 = (t7) * (t7)
    t9 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t8, 0.0), axis=1, keep_dims=True)
    t10 = t9 + 0.00032
    t11 = tl.rsqrt(t10)
    acc19 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    acc20 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t6 = (t2) * (t5)
        t12 = (t6) * (t11)
        t15 = tl.load(m13_ptr + offs_c2[:, None] * m13_s0 + offs_n1[None, :] * m13_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_16:
            t17 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), tl.where((offs_c2 < E_c2)[:, None], t15, 0.0), input_precision="ieee")
        else:
            t17 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t15, 0.0), 0), axis=1)
        t18 = (t17) * (5.656854249492381)
        acc19 = acc19 + t18
        acc20 = acc20 + t17
    tl.store(buf21_ptr + offs_c1[:, None] * buf21_s0 + offs_n1[None, :] * buf21_s1, acc19, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(buf21_ptr, buf21_s0, buf21_s1, m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m34_ptr, m34_s0, m34_s1, m43_ptr, m43_s0, m43_s1, buf48_ptr, buf48_s0, buf48_s1, E_c0, E_c2, E_n0, E_n1, E_n2, DOT_37: tl.constexpr, DOT_46: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf48: Combine over grid w_down.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t22 = tl.load(buf21_ptr + offs_n0[:, None] * buf21_s0 + offs_n1[None, :] * buf21_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t23 = 1.0 / (1.0 + tl.exp(-(t22)))
    t24 = (t22) * (t23)
    t28 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t29 = (t28) * (t28)
    t30 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t29, 0.0), axis=1, keep_dims=True)
    t31 = t30 + 0.00032
    t32 = tl.rsqrt(t31)
    acc40 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    acc41 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t25 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t26 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t27 = (t25) * (t26)
        t33 = (t27) * (t32)
        t36 = tl.load(m34_ptr + offs_c2[:, None] * m34_s0 + offs_n1[None, :] * m34_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_37:
            t38 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t33, 0.0), tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), input_precision="ieee")
        else:
            t38 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t33, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), 0), axis=1)
        t39 = (t38) * (5.656854249492381)
        acc40 = acc40 + t39
        acc41 = acc41 + t38
    t42 = (t24) * (acc40)
    t45 = tl.load(m43_ptr + offs_n1[:, None] * m43_s0 + offs_c0[None, :] * m43_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_46:
        t47 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t42, 0.0), tl.where((offs_n1 < E_n1)[:, None], t45, 0.0), input_precision="ieee")
    else:
        t47 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t42, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t45, 0.0), 0), axis=1)
    tl.store(buf48_ptr + offs_n0[:, None] * buf48_s0 + offs_c0[None, :] * buf48_s1, t47, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m14 = inputs['w_gate']
    m13 = m14.permute([1, 0])
    buf21 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), E_c1=8, E_c2=32, E_n1=64, E_n2=32, DOT_16=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    m35 = inputs['w_up']
    m34 = m35.permute([1, 0])
    m44 = inputs['w_down']
    m43 = m44.permute([1, 0])
    buf48 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), E_c0=32, E_c2=32, E_n0=8, E_n1=64, E_n2=32, DOT_37=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_46=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), F_n2=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    return buf48


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
