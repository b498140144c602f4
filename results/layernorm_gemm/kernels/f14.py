"""layernorm_gemm [small], candidate 14: 2 kernel(s)

Rendered by EqiForge from candidate 14 of layernorm_gemm [small]: store(w.1[64]) ; grid(w.0@1) loop(w.1[64]: pair(sum, sum), stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid w.0@1[32]
    c1: loop w.1[64]

Run it on its own: `python kernels/f14.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m9_ptr, m9_s0, m9_s1, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, E_c0, E_c1, E_n0, DOT_13: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states15, states16: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t3, 0.0), axis=1, keep_dims=True)
    t8 = tl.load(m5_ptr + offs_c1[:, None] * m5_s0, mask=(offs_c1 < E_c1)[:, None], other=0).to(tl.float32)
    t11 = tl.load(m9_ptr + offs_c1[:, None] * m9_s0 + offs_c0[None, :] * m9_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t12 = (t8) * (t11)
    if DOT_13:
        t14 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t3, 0.0), tl.where((offs_c1 < E_c1)[:, None], t12, 0.0), input_precision="ieee")
    else:
        t14 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t3, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t12, 0.0), 0), axis=1)
    tl.store(states15_ptr + i_c0 * states15_s0 + i_c1 * states15_s1 + tl.arange(0, F_n0)[:, None] * states15_s2 + tl.zeros([F_n0, 1], tl.int32), t4)
    tl.store(states16_ptr + i_c0 * states16_s0 + i_c1 * states16_s1 + tl.arange(0, F_n0)[:, None] * states16_s2 + tl.arange(0, T_c0)[None, :] * states16_s3 + tl.zeros([F_n0, T_c0], tl.int32), t14)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, m6_ptr, m6_s0, m6_s1, m31_ptr, m31_s0, m31_s1, m9_ptr, m9_s0, m9_s1, m38_ptr, m38_s0, m38_s1, buf42_ptr, buf42_s0, buf42_s1, E_c0, E_c1, E_n0, E_n1, DOT_36: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf42: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    acc19 = tl.full([F_n0, 1], 0.0, tl.float32)
    acc20 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t17 = tl.load(states15_ptr + i_c0 * states15_s0 + i_c1 * states15_s1 + tl.arange(0, F_n0)[:, None] * states15_s2 + tl.zeros([F_n0, 1], tl.int32))
        t18 = tl.load(states16_ptr + i_c0 * states16_s0 + i_c1 * states16_s1 + tl.arange(0, F_n0)[:, None] * states16_s2 + tl.arange(0, T_c0)[None, :] * states16_s3 + tl.zeros([F_n0, T_c0], tl.int32))
        acc19 = acc19 + t17
        acc20 = acc20 + t18
    t21 = (acc19) * (0.015625)
    t22 = t2 - (t21)
    t23 = (t22) * (t22)
    t24 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t23, 0.0), axis=1, keep_dims=True)
    t25 = (t24) * (0.015625)
    t26 = t25 + 1e-05
    t27 = tl.rsqrt(t26)
    t28 = (t22) * (t27)
    t29 = tl.load(m6_ptr + offs_n1[None, :] * m6_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t30 = (t28) * (t29)
    t33 = tl.load(m31_ptr + offs_n1[None, :] * m31_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t34 = t30 + t33
    t35 = tl.load(m9_ptr + offs_n1[:, None] * m9_s0 + offs_c0[None, :] * m9_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_36:
        t37 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t34, 0.0), tl.where((offs_n1 < E_n1)[:, None], t35, 0.0), input_precision="ieee")
    else:
        t37 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t35, 0.0), 0), axis=1)
    t40 = tl.load(m38_ptr + offs_c0[None, :] * m38_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t41 = t37 + t40
    tl.store(buf42_ptr + offs_n0[:, None] * buf42_s0 + offs_c0[None, :] * buf42_s1, t41, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    states15 = torch.full([_cdiv(32, T['c0']), _cdiv(64, T['c1']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    states16 = torch.full([_cdiv(32, T['c0']), _cdiv(64, T['c1']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), E_c0=32, E_c1=64, E_n0=8, DOT_13=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), T_c0=T['c0'], T_c1=T['c1'])
    m32 = inputs['b_ln']
    m31 = m32.reshape([1, 64])
    m39 = inputs['bias']
    m38 = m39.reshape([1, 32])
    buf42 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), E_c0=32, E_c1=64, E_n0=8, E_n1=64, DOT_36=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf42


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
