"""layernorm_gemm [small], candidate 19: 4 kernel(s)

Rendered by EqiForge from candidate 19 of layernorm_gemm [small]: grid(x.0@0) ; store(w.1[64]) ; grid(w.0@1) loop(w.1[64]: sum, stored) [1 mm] ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f19.py` checks it once against PyTorch on random inputs.
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
def kernel_1(m1_ptr, m1_s0, m1_s1, states12_ptr, states12_s0, states12_s1, states12_s2, E_c2, E_n1, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states12: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t9 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t10 = (t9) * (t9)
    t11 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t10, 0.0), axis=1, keep_dims=True)
    tl.store(states12_ptr + i_c2 * states12_s0 + tl.arange(0, F_n1)[:, None] * states12_s1 + tl.zeros([F_n1, 1], tl.int32), t11)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, states12_ptr, states12_s0, states12_s1, states12_s2, m24_ptr, m24_s0, m24_s1, m28_ptr, m28_s0, m28_s1, m32_ptr, m32_s0, m32_s1, buf37_ptr, buf37_s0, buf37_s1, E_c1, E_c2, E_n1, E_n2, DOT_35: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf37: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t6 = tl.load(buf5_ptr + offs_n1[:, None] * buf5_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t7 = (t6) * (0.015625)
    t8 = t2 - (t7)
    acc14 = tl.full([F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(states12_ptr + i_c2 * states12_s0 + tl.arange(0, F_n1)[:, None] * states12_s1 + tl.zeros([F_n1, 1], tl.int32))
        acc14 = acc14 + t13
    t15 = (t6) * (2.0)
    t16 = (t6) * (1.0)
    t17 = t15 - (t16)
    t18 = (t7) * (t17)
    t19 = acc14 - (t18)
    t20 = (t19) * (0.015625)
    t21 = t20 + 1e-05
    t22 = tl.rsqrt(t21)
    t23 = (t8) * (t22)
    t26 = tl.load(m24_ptr + offs_n2[None, :] * m24_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t27 = (t23) * (t26)
    t30 = tl.load(m28_ptr + offs_n2[None, :] * m28_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t31 = t27 + t30
    t34 = tl.load(m32_ptr + offs_n2[:, None] * m32_s0 + offs_c1[None, :] * m32_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_35:
        t36 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t31, 0.0), tl.where((offs_n2 < E_n2)[:, None], t34, 0.0), input_precision="ieee")
    else:
        t36 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t34, 0.0), 0), axis=1)
    tl.store(buf37_ptr + offs_n1[:, None] * buf37_s0 + offs_c1[None, :] * buf37_s1, t36, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_3(buf37_ptr, buf37_s0, buf37_s1, m39_ptr, m39_s0, m39_s1, buf43_ptr, buf43_s0, buf43_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf43: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t38 = tl.load(buf37_ptr + offs_c0[:, None] * buf37_s0 + offs_n0[None, :] * buf37_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t41 = tl.load(m39_ptr + offs_n0[None, :] * m39_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t42 = t38 + t41
    tl.store(buf43_ptr + offs_c0[:, None] * buf43_s0 + offs_n0[None, :] * buf43_s1, t42, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    states12 = torch.full([_cdiv(64, T['c2']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), E_c2=64, E_n1=8, F_n1=_pow2(8), T_c2=T['c2'])
    m25 = inputs['w_ln']
    m24 = m25.reshape([1, 64])
    m29 = inputs['b_ln']
    m28 = m29.reshape([1, 64])
    m33 = inputs['w']
    m32 = m33.permute([1, 0])
    buf37 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), E_c1=32, E_c2=64, E_n1=8, E_n2=64, DOT_35=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(8), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    m40 = inputs['bias']
    m39 = m40.reshape([1, 32])
    buf43 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    return buf43


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
