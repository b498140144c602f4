"""layernorm_gemm [small], candidate 31: 2 kernel(s)

Rendered by EqiForge from candidate 31 of layernorm_gemm [small]: store(w.1[64]) ; grid(w.0@1, x.0@0) loop(w.1[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f31.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, E_c0, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states16: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t10 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t11 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t12 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t11, 0.0), axis=1, keep_dims=True)
    t13 = (t12) * (0.015625)
    t14 = t10 - (t13)
    t15 = (t14) * (t14)
    tl.store(states16_ptr + i_c0 * states16_s0 + i_c2 * states16_s1 + tl.arange(0, T_c0)[:, None] * states16_s2 + tl.arange(0, T_c2)[None, :] * states16_s3 + tl.zeros([T_c0, T_c2], tl.int32), t15)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m6_ptr, m6_s0, m6_s1, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, m24_ptr, m24_s0, m24_s1, m28_ptr, m28_s0, m28_s1, m33_ptr, m33_s0, m33_s1, buf37_ptr, buf37_s0, buf37_s1, E_c0, E_c1, E_c2, E_n0, DOT_31: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf37: Combine over grid x.0@0[8], grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t3 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t2, 0.0), axis=1, keep_dims=True)
    t4 = (t3) * (0.015625)
    t5 = t2 - (t4)
    t8 = tl.load(m6_ptr + offs_n0[None, :] * m6_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t9 = (t5) * (t8)
    acc19 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t17 = tl.load(states16_ptr + i_c0 * states16_s0 + i_c2 * states16_s1 + tl.arange(0, T_c0)[:, None] * states16_s2 + tl.arange(0, T_c2)[None, :] * states16_s3 + tl.zeros([T_c0, T_c2], tl.int32))
        t18 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t17, 0.0), axis=1, keep_dims=True)
        acc19 = acc19 + t18
    t20 = acc19 + 0.00064
    t21 = (t20) * (0.015625)
    t22 = tl.rsqrt(t21)
    t23 = (t9) * (t22)
    t26 = tl.load(m24_ptr + offs_n0[None, :] * m24_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t27 = t23 + t26
    t30 = tl.load(m28_ptr + offs_n0[:, None] * m28_s0 + offs_c1[None, :] * m28_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_31:
        t32 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t27, 0.0), tl.where((offs_n0 < E_n0)[:, None], t30, 0.0), input_precision="ieee")
    else:
        t32 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t30, 0.0), 0), axis=1)
    t35 = tl.load(m33_ptr + offs_c1[None, :] * m33_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t36 = t32 + t35
    tl.store(buf37_ptr + offs_c0[:, None] * buf37_s0 + offs_c1[None, :] * buf37_s1, t36, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    states16 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), E_c0=8, E_c2=64, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m25 = inputs['b_ln']
    m24 = m25.reshape([1, 64])
    m29 = inputs['w']
    m28 = m29.permute([1, 0])
    m34 = inputs['bias']
    m33 = m34.reshape([1, 32])
    buf37 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), E_c0=8, E_c1=32, E_c2=64, E_n0=64, DOT_31=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf37


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
