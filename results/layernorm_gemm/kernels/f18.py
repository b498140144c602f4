"""layernorm_gemm [small], candidate 18: 4 kernel(s)

Rendered by EqiForge from candidate 18 of layernorm_gemm [small]: grid(x.0@0) ; grid(x.0@0) ; grid() loop(w.1[64]: sum) ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w.1[64]

Run it on its own: `python kernels/f18.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, E_c0, E_n2, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf5: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t3, 0.0), axis=1, keep_dims=True)
    tl.store(buf5_ptr + offs_c0[:, None] * buf5_s0, t4, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, buf19_ptr, buf19_s0, buf19_s1, E_c0, E_n2, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf19: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t9 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t10 = (t9) * (t9)
    t11 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t10, 0.0), axis=1, keep_dims=True)
    t12 = tl.load(buf5_ptr + offs_c0[:, None] * buf5_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t13 = (t12) * (2.0)
    t14 = (t12) * (1.0)
    t15 = t13 - (t14)
    t16 = (t12) * (0.015625)
    t17 = (t15) * (t16)
    t18 = t11 - (t17)
    tl.store(buf19_ptr + offs_c0[:, None] * buf19_s0, t18, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, buf19_ptr, buf19_s0, buf19_s1, m25_ptr, m25_s0, m25_s1, m29_ptr, m29_s0, m29_s1, m33_ptr, m33_s0, m33_s1, buf39_ptr, buf39_s0, buf39_s1, E_c1, E_n0, E_n1, DOT_36: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf39: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t6 = tl.load(buf5_ptr + offs_n1[:, None] * buf5_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t7 = (t6) * (0.015625)
    t20 = tl.load(buf19_ptr + offs_n1[:, None] * buf19_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t21 = (t20) * (0.015625)
    t22 = t21 + 1e-05
    t23 = tl.rsqrt(t22)
    acc38 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t8 = t2 - (t7)
        t24 = (t8) * (t23)
        t27 = tl.load(m25_ptr + offs_c1[None, :] * m25_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t28 = (t24) * (t27)
        t31 = tl.load(m29_ptr + offs_c1[None, :] * m29_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t32 = t28 + t31
        t35 = tl.load(m33_ptr + offs_c1[:, None] * m33_s0 + offs_n0[None, :] * m33_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_36:
            t37 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t32, 0.0), tl.where((offs_c1 < E_c1)[:, None], t35, 0.0), input_precision="ieee")
        else:
            t37 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t35, 0.0), 0), axis=1)
        acc38 = acc38 + t37
    tl.store(buf39_ptr + offs_n1[:, None] * buf39_s0 + offs_n0[None, :] * buf39_s1, acc38, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_3(buf39_ptr, buf39_s0, buf39_s1, m41_ptr, m41_s0, m41_s1, buf45_ptr, buf45_s0, buf45_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf45: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t40 = tl.load(buf39_ptr + offs_c0[:, None] * buf39_s0 + offs_n0[None, :] * buf39_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t43 = tl.load(m41_ptr + offs_n0[None, :] * m41_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t44 = t40 + t43
    tl.store(buf45_ptr + offs_c0[:, None] * buf45_s0 + offs_n0[None, :] * buf45_s1, t44, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    buf5 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), E_c0=8, E_n2=64, F_n2=_pow2(64), T_c0=T['c0'])
    buf19 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), E_c0=8, E_n2=64, F_n2=_pow2(64), T_c0=T['c0'])
    m26 = inputs['w_ln']
    m25 = m26.reshape([1, 64])
    m30 = inputs['b_ln']
    m29 = m30.reshape([1, 64])
    m34 = inputs['w']
    m33 = m34.permute([1, 0])
    buf39 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), E_c1=64, E_n0=32, E_n1=8, DOT_36=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c1=T['c1'])
    m42 = inputs['bias']
    m41 = m42.reshape([1, 32])
    buf45 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    return buf45


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
