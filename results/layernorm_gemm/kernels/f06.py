"""layernorm_gemm [small], candidate 6: 1 kernel(s)

Rendered by EqiForge from candidate 6 of layernorm_gemm [small]: grid(w.0@1, x.0@0) loop(w.1[64]: pair(sum, sum)) loop(w.1[64]: pair(sum, sum)) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f06.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m4_ptr, m4_s0, m4_s1, m8_ptr, m8_s0, m8_s1, m40_ptr, m40_s0, m40_s1, m46_ptr, m46_s0, m46_s1, buf50_ptr, buf50_s0, buf50_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_12: tl.constexpr, DOT_21: tl.constexpr, DOT_43: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf50: Combine over grid x.0@0[8], grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc14 = tl.full([T_c0, 1], 0.0, tl.float32)
    acc15 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t3 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), axis=1, keep_dims=True)
        t7 = tl.load(m4_ptr + offs_c2[:, None] * m4_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
        t10 = tl.load(m8_ptr + offs_c2[:, None] * m8_s0 + offs_c1[None, :] * m8_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t11 = (t7) * (t10)
        if DOT_12:
            t13 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), tl.where((offs_c2 < E_c2)[:, None], t11, 0.0), input_precision="ieee")
        else:
            t13 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t11, 0.0), 0), axis=1)
        acc14 = acc14 + t3
        acc15 = acc15 + t13
    acc23 = tl.full([T_c0, 1], 0.0, tl.float32)
    acc24 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t16 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t17 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t16, 0.0), axis=1, keep_dims=True)
        t18 = tl.load(m4_ptr + offs_c2[:, None] * m4_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
        t19 = tl.load(m8_ptr + offs_c2[:, None] * m8_s0 + offs_n0[None, :] * m8_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        t20 = (t18) * (t19)
        if DOT_21:
            t22 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t16, 0.0), tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), input_precision="ieee")
        else:
            t22 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t16, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), 0), axis=1)
        acc23 = acc23 + t17
        acc24 = acc24 + t22
    t25 = (acc23) * (0.015625)
    t26 = tl.load(m4_ptr + offs_n1[:, None] * m4_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t27 = tl.load(m8_ptr + offs_n1[:, None] * m8_s0 + offs_c1[None, :] * m8_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t28 = (t26) * (t27)
    t29 = tl.sum(tl.where((offs_n1 < E_n1)[:, None], t28, 0.0), axis=0, keep_dims=True)
    t30 = (t25) * (t29)
    t31 = acc15 - (t30)
    t32 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t33 = t32 - (t25)
    t34 = (t33) * (t33)
    t35 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t34, 0.0), axis=1, keep_dims=True)
    t36 = t35 + 0.00064
    t37 = (t36) * (0.015625)
    t38 = tl.rsqrt(t37)
    t39 = (t31) * (t38)
    t42 = tl.load(m40_ptr + offs_n1[None, :] * m40_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_43:
        t44 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t42, 0.0), tl.where((offs_n1 < E_n1)[:, None], t27, 0.0), input_precision="ieee")
    else:
        t44 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t42, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t27, 0.0), 0), axis=1)
    t45 = t39 + t44
    t48 = tl.load(m46_ptr + offs_c1[None, :] * m46_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t49 = t45 + t48
    tl.store(buf50_ptr + offs_c0[:, None] * buf50_s0 + offs_c1[None, :] * buf50_s1, t49, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m6 = inputs['w_ln']
    m5 = m6.reshape([1, 64])
    m4 = m5.permute([1, 0])
    m9 = inputs['w']
    m8 = m9.permute([1, 0])
    m41 = inputs['b_ln']
    m40 = m41.reshape([1, 64])
    m47 = inputs['bias']
    m46 = m47.reshape([1, 32])
    buf50 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), E_c0=8, E_c1=32, E_c2=64, E_n0=32, E_n1=64, DOT_12=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_21=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, DOT_43=(1) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf50


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
