"""rmsnorm_swiglu [small], candidate 44: 2 kernel(s)

Rendered by EqiForge from candidate 44 of rmsnorm_swiglu [small]: grid(x.0@0) loop(x.1[32]: sum) [1 mm] ; grid() loop(w_up.0[64]: sum) {loop(x.1[32]: sum)}
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: grid x.0@0[8]
    c2: loop x.1[32]

Run it on its own: `python kernels/f44.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 4, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 64, "c1": 8, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m14_ptr, m14_s0, m14_s1, buf19_ptr, buf19_s0, buf19_s1, E_c1, E_c2, E_n1, E_n2, DOT_17: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf19: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    acc10 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t7 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t8 = (t7) * (t7)
        t9 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), axis=1, keep_dims=True)
        acc10 = acc10 + t9
    t11 = acc10 + 0.00032
    t12 = tl.rsqrt(t11)
    t13 = (t6) * (t12)
    t16 = tl.load(m14_ptr + offs_n1[:, None] * m14_s0 + offs_n2[None, :] * m14_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_17:
        t18 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t13, 0.0), tl.where((offs_n1 < E_n1)[:, None], t16, 0.0), input_precision="ieee")
    else:
        t18 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t16, 0.0), 0), axis=1)
    tl.store(buf19_ptr + offs_c1[:, None] * buf19_s0 + offs_n2[None, :] * buf19_s1, t18, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_1(buf19_ptr, buf19_s0, buf19_s1, m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m34_ptr, m34_s0, m34_s1, m40_ptr, m40_s0, m40_s1, buf47_ptr, buf47_s0, buf47_s1, E_c0, E_c2, E_n0, E_n1, DOT_37: tl.constexpr, DOT_43: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf47: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t24 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t25 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t26 = (t24) * (t25)
    acc30 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t27 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t28 = (t27) * (t27)
        t29 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), axis=1, keep_dims=True)
        acc30 = acc30 + t29
    t31 = acc30 + 0.00032
    t32 = tl.rsqrt(t31)
    t33 = (t26) * (t32)
    acc46 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t20 = tl.load(buf19_ptr + offs_n0[:, None] * buf19_s0 + offs_c0[None, :] * buf19_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t21 = (t20) * (5.656854249492381)
        t22 = 1.0 / (1.0 + tl.exp(-(t21)))
        t23 = (t20) * (t22)
        t36 = tl.load(m34_ptr + offs_n1[:, None] * m34_s0 + offs_c0[None, :] * m34_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_37:
            t38 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t33, 0.0), tl.where((offs_n1 < E_n1)[:, None], t36, 0.0), input_precision="ieee")
        else:
            t38 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t33, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t36, 0.0), 0), axis=1)
        t39 = (t23) * (t38)
        t42 = tl.load(m40_ptr + offs_c0[:, None] * m40_s0 + offs_n1[None, :] * m40_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_43:
            t44 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t39, 0.0), tl.where((offs_c0 < E_c0)[:, None], t42, 0.0), input_precision="ieee")
        else:
            t44 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t39, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t42, 0.0), 0), axis=1)
        t45 = (t44) * (32.00000000000001)
        acc46 = acc46 + t45
    tl.store(buf47_ptr + offs_n0[:, None] * buf47_s0 + offs_n1[None, :] * buf47_s1, acc46, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    m15 = inputs['w_gate']
    m14 = m15.permute([1, 0])
    buf19 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), E_c1=8, E_c2=32, E_n1=32, E_n2=64, DOT_17=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(32), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    m35 = inputs['w_up']
    m34 = m35.permute([1, 0])
    m41 = inputs['w_down']
    m40 = m41.permute([1, 0])
    buf47 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), E_c0=64, E_c2=32, E_n0=8, E_n1=32, DOT_37=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c0']) >= 16, DOT_43=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    return buf47


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
