"""layernorm_gemm [small], candidate 8: 2 kernel(s)

Rendered by EqiForge from candidate 8 of layernorm_gemm [small]: grid(x.0@0) loop(w.1[64]: pair(sum, sum)) [1 mm] ; grid(w.0@1) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid w.0@1[32]
    c1: grid x.0@0[8]
    c2: loop w.1[64]

Run it on its own: `python kernels/f08.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 4, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 8, "c2": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m9_ptr, m9_s0, m9_s1, buf17_ptr, buf17_s0, buf17_s1, E_c1, E_c2, E_n2, DOT_13: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf17: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc15 = tl.full([T_c1, 1], 0.0, tl.float32)
    acc16 = tl.full([T_c1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t3 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t4 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t3, 0.0), axis=1, keep_dims=True)
        t8 = tl.load(m5_ptr + offs_c2[:, None] * m5_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
        t11 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_n2[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        t12 = (t8) * (t11)
        if DOT_13:
            t14 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t3, 0.0), tl.where((offs_c2 < E_c2)[:, None], t12, 0.0), input_precision="ieee")
        else:
            t14 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t3, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t12, 0.0), 0), axis=1)
        acc15 = acc15 + t4
        acc16 = acc16 + t14
    tl.store(buf17_ptr + offs_c1[:, None] * buf17_s0, acc15, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf17_ptr, buf17_s0, buf17_s1, m6_ptr, m6_s0, m6_s1, m34_ptr, m34_s0, m34_s1, m9_ptr, m9_s0, m9_s1, m41_ptr, m41_s0, m41_s1, buf45_ptr, buf45_s0, buf45_s1, E_c0, E_n0, E_n1, DOT_39: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf45: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t18 = tl.load(buf17_ptr + offs_n0[:, None] * buf17_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t19 = (t18) * (0.015625)
    t20 = t2 - (t19)
    t21 = (t2) * (t2)
    t22 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t21, 0.0), axis=1, keep_dims=True)
    t23 = (t18) * (2.0)
    t24 = (t18) * (1.0)
    t25 = t23 - (t24)
    t26 = (t19) * (t25)
    t27 = t22 - (t26)
    t28 = (t27) * (0.015625)
    t29 = t28 + 1e-05
    t30 = tl.rsqrt(t29)
    t31 = (t20) * (t30)
    t32 = tl.load(m6_ptr + offs_n1[None, :] * m6_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t33 = (t31) * (t32)
    t36 = tl.load(m34_ptr + offs_n1[None, :] * m34_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t37 = t33 + t36
    t38 = tl.load(m9_ptr + offs_n1[:, None] * m9_s0 + offs_c0[None, :] * m9_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_39:
        t40 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t37, 0.0), tl.where((offs_n1 < E_n1)[:, None], t38, 0.0), input_precision="ieee")
    else:
        t40 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t38, 0.0), 0), axis=1)
    t43 = tl.load(m41_ptr + offs_c0[None, :] * m41_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t44 = t40 + t43
    tl.store(buf45_ptr + offs_n0[:, None] * buf45_s0 + offs_c0[None, :] * buf45_s1, t44, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m7 = inputs['w_ln']
    m6 = m7.reshape([1, 64])
    m5 = m6.permute([1, 0])
    m10 = inputs['w']
    m9 = m10.permute([1, 0])
    buf17 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), E_c1=8, E_c2=64, E_n2=32, DOT_13=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    m35 = inputs['b_ln']
    m34 = m35.reshape([1, 64])
    m42 = inputs['bias']
    m41 = m42.reshape([1, 32])
    buf45 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), E_c0=32, E_n0=8, E_n1=64, DOT_39=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), T_c0=T['c0'])
    return buf45


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
