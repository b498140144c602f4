"""rmsnorm_swiglu [small], candidate 36: 2 kernel(s)

Rendered by EqiForge from candidate 36 of rmsnorm_swiglu [small]: grid(x.0@0) ; grid() loop(w_up.0[64]: pair(sum, sum)) {loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: pair(sum, sum))}
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: loop x.1[32]
    c2: grid x.0@0[8]

Run it on its own: `python kernels/f36.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 16, "c2": 4}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 64, "c1": 32, "c2": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, buf15_ptr, buf15_s0, buf15_s1, E_c2, E_n1, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf15: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t12 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t13, 0.0), axis=1, keep_dims=True)
    tl.store(buf15_ptr + offs_c2[:, None] * buf15_s0, t14, mask=(offs_c2 < E_c2)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf15_ptr, buf15_s0, buf15_s1, m34_ptr, m34_s0, m34_s1, m43_ptr, m43_s0, m43_s1, buf52_ptr, buf52_s0, buf52_s1, buf53_ptr, buf53_s0, buf53_s1, E_c0, E_c1, E_n0, E_n1, DOT_10: tl.constexpr, DOT_37: tl.constexpr, DOT_46: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf52, buf53: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t16 = tl.load(buf15_ptr + offs_n0[:, None] * buf15_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t17 = t16 + 0.00032
    t18 = tl.rsqrt(t17)
    t22 = t16 + 0.00032
    t23 = tl.rsqrt(t22)
    t25 = (t16) * (0.03125)
    t26 = t25 + 1e-05
    t27 = tl.rsqrt(t26)
    acc50 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    acc51 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        acc20 = tl.full([F_n0, T_c0], 0.0, tl.float32)
        acc21 = tl.full([F_n0, T_c0], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            t5 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            t6 = (t2) * (t5)
            t9 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_c0[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
            if DOT_10:
                t11 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), input_precision="ieee")
            else:
                t11 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), 0), axis=1)
            t19 = (t11) * (t18)
            acc20 = acc20 + t19
            acc21 = acc21 + t11
        t24 = (acc21) * (t23)
        t28 = (acc21) * (t27)
        t29 = 1.0 / (1.0 + tl.exp(-(t28)))
        t30 = (t24) * (t29)
        acc40 = tl.full([F_n0, T_c0], 0.0, tl.float32)
        acc41 = tl.full([F_n0, T_c0], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t31 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            t32 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            t33 = (t31) * (t32)
            t36 = tl.load(m34_ptr + offs_c1[:, None] * m34_s0 + offs_c0[None, :] * m34_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
            if DOT_37:
                t38 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t33, 0.0), tl.where((offs_c1 < E_c1)[:, None], t36, 0.0), input_precision="ieee")
            else:
                t38 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t33, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t36, 0.0), 0), axis=1)
            t39 = (t38) * (t18)
            acc40 = acc40 + t38
            acc41 = acc41 + t39
        t42 = (t30) * (acc40)
        t45 = tl.load(m43_ptr + offs_c0[:, None] * m43_s0 + offs_n1[None, :] * m43_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_46:
            t47 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t42, 0.0), tl.where((offs_c0 < E_c0)[:, None], t45, 0.0), input_precision="ieee")
        else:
            t47 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t42, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t45, 0.0), 0), axis=1)
        t48 = (t47) * (t23)
        t49 = (t48) * (32.00000000000001)
        acc50 = acc50 + t49
        acc51 = acc51 + t47
    tl.store(buf52_ptr + offs_n0[:, None] * buf52_s0 + offs_n1[None, :] * buf52_s1, acc50, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])
    tl.store(buf53_ptr + offs_n0[:, None] * buf53_s0 + offs_n1[None, :] * buf53_s1, acc51, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    m8 = inputs['w_gate']
    m7 = m8.permute([1, 0])
    buf15 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), E_c2=8, E_n1=32, F_n1=_pow2(32), T_c2=T['c2'])
    m35 = inputs['w_up']
    m34 = m35.permute([1, 0])
    m44 = inputs['w_down']
    m43 = m44.permute([1, 0])
    buf52 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf53 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), E_c0=64, E_c1=32, E_n0=8, E_n1=32, DOT_10=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_37=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_46=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf52


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
