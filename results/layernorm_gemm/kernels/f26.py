"""layernorm_gemm [small], candidate 26: 4 kernel(s)

Rendered by EqiForge from candidate 26 of layernorm_gemm [small]: grid(x.0@0) ; store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) [1 mm] ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w.1[64]

Run it on its own: `python kernels/f26.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, E_c0, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf5: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t3, 0.0), axis=1, keep_dims=True)
    tl.store(buf5_ptr + offs_c0[:, None] * buf5_s0, t4, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states16: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t13 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t14 = (t13) * (t13)
    t15 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t14, 0.0), axis=1, keep_dims=True)
    tl.store(states16_ptr + i_c0 * states16_s0 + i_c1 * states16_s1 + tl.arange(0, T_c0)[:, None] * states16_s2 + tl.zeros([T_c0, 1], tl.int32), t15)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, m9_ptr, m9_s0, m9_s1, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, m28_ptr, m28_s0, m28_s1, m32_ptr, m32_s0, m32_s1, buf37_ptr, buf37_s0, buf37_s1, E_c0, E_c1, E_n0, E_n1, DOT_35: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf37: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t6 = tl.load(buf5_ptr + offs_c0[:, None] * buf5_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t7 = (t6) * (0.015625)
    t8 = t2 - (t7)
    t11 = tl.load(m9_ptr + offs_n1[None, :] * m9_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t12 = (t8) * (t11)
    acc18 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t17 = tl.load(states16_ptr + i_c0 * states16_s0 + i_c1 * states16_s1 + tl.arange(0, T_c0)[:, None] * states16_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc18 = acc18 + t17
    t19 = (t6) * (2.0)
    t20 = (t6) * (1.0)
    t21 = t19 - (t20)
    t22 = (t21) * (t7)
    t23 = acc18 - (t22)
    t24 = t23 + 0.00064
    t25 = (t24) * (0.015625)
    t26 = tl.rsqrt(t25)
    t27 = (t12) * (t26)
    t30 = tl.load(m28_ptr + offs_n1[None, :] * m28_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t31 = t27 + t30
    t34 = tl.load(m32_ptr + offs_n1[:, None] * m32_s0 + offs_n0[None, :] * m32_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_35:
        t36 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t31, 0.0), tl.where((offs_n1 < E_n1)[:, None], t34, 0.0), input_precision="ieee")
    else:
        t36 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t34, 0.0), 0), axis=1)
    tl.store(buf37_ptr + offs_c0[:, None] * buf37_s0 + offs_n0[None, :] * buf37_s1, t36, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), E_c0=8, E_n1=64, F_n1=_pow2(64), T_c0=T['c0'])
    m10 = inputs['w_ln']
    m9 = m10.reshape([1, 64])
    states16 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c1']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), E_c0=8, E_c1=64, T_c0=T['c0'], T_c1=T['c1'])
    m29 = inputs['b_ln']
    m28 = m29.reshape([1, 64])
    m33 = inputs['w']
    m32 = m33.permute([1, 0])
    buf37 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), E_c0=8, E_c1=64, E_n0=32, E_n1=64, DOT_35=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    m40 = inputs['bias']
    m39 = m40.reshape([1, 32])
    buf43 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    return buf43


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
