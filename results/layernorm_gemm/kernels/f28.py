"""layernorm_gemm [small], candidate 28: 2 kernel(s)

Rendered by EqiForge from candidate 28 of layernorm_gemm [small]: store(w.1[64]) ; grid(w.0@1, x.0@0) loop(w.1[64]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f28.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m7_ptr, m7_s0, m7_s1, m18_ptr, m18_s0, m18_s1, m22_ptr, m22_s0, m22_s1, states29_ptr, states29_s0, states29_s1, states29_s2, states29_s3, states29_s4, states30_ptr, states30_s0, states30_s1, states30_s2, states30_s3, states30_s4, E_c0, E_c1, E_c2, E_n0, DOT_25: tl.constexpr, DOT_27: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states29, states30: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), axis=1, keep_dims=True)
    t5 = (t4) * (0.015625)
    t6 = t2 - (t5)
    t9 = tl.load(m7_ptr + offs_c2[None, :] * m7_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t10 = (t6) * (t9)
    t11 = t3 - (t5)
    t12 = (t11) * (t11)
    t13 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t12, 0.0), axis=1, keep_dims=True)
    t14 = t13 + 0.00064
    t15 = (t14) * (0.015625)
    t16 = tl.rsqrt(t15)
    t17 = (t10) * (t16)
    t20 = tl.load(m18_ptr + offs_c2[None, :] * m18_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t21 = t17 + t20
    t24 = tl.load(m22_ptr + offs_c2[:, None] * m22_s0 + offs_c1[None, :] * m22_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_25:
        t26 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t21, 0.0), tl.where((offs_c2 < E_c2)[:, None], t24, 0.0), input_precision="ieee")
    else:
        t26 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t21, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t24, 0.0), 0), axis=1)
    if DOT_27:
        t28 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t10, 0.0), tl.where((offs_c2 < E_c2)[:, None], t24, 0.0), input_precision="ieee")
    else:
        t28 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t10, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t24, 0.0), 0), axis=1)
    tl.store(states29_ptr + i_c1 * states29_s0 + i_c0 * states29_s1 + i_c2 * states29_s2 + tl.arange(0, T_c0)[:, None] * states29_s3 + tl.arange(0, T_c1)[None, :] * states29_s4 + tl.zeros([T_c0, T_c1], tl.int32), t26)
    tl.store(states30_ptr + i_c1 * states30_s0 + i_c0 * states30_s1 + i_c2 * states30_s2 + tl.arange(0, T_c0)[:, None] * states30_s3 + tl.arange(0, T_c1)[None, :] * states30_s4 + tl.zeros([T_c0, T_c1], tl.int32), t28)


@triton.jit
def kernel_1(states29_ptr, states29_s0, states29_s1, states29_s2, states29_s3, states29_s4, states30_ptr, states30_s0, states30_s1, states30_s2, states30_s3, states30_s4, m35_ptr, m35_s0, m35_s1, buf39_ptr, buf39_s0, buf39_s1, E_c0, E_c1, E_c2, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf39: Combine over grid x.0@0[8], grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc33 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    acc34 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t31 = tl.load(states29_ptr + i_c1 * states29_s0 + i_c0 * states29_s1 + i_c2 * states29_s2 + tl.arange(0, T_c0)[:, None] * states29_s3 + tl.arange(0, T_c1)[None, :] * states29_s4 + tl.zeros([T_c0, T_c1], tl.int32))
        t32 = tl.load(states30_ptr + i_c1 * states30_s0 + i_c0 * states30_s1 + i_c2 * states30_s2 + tl.arange(0, T_c0)[:, None] * states30_s3 + tl.arange(0, T_c1)[None, :] * states30_s4 + tl.zeros([T_c0, T_c1], tl.int32))
        acc33 = acc33 + t31
        acc34 = acc34 + t32
    t37 = tl.load(m35_ptr + offs_c1[None, :] * m35_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t38 = acc33 + t37
    tl.store(buf39_ptr + offs_c0[:, None] * buf39_s0 + offs_c1[None, :] * buf39_s1, t38, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m8 = inputs['w_ln']
    m7 = m8.reshape([1, 64])
    m19 = inputs['b_ln']
    m18 = m19.reshape([1, 64])
    m23 = inputs['w']
    m22 = m23.permute([1, 0])
    states29 = torch.full([_cdiv(32, T['c1']), _cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    states30 = torch.full([_cdiv(32, T['c1']), _cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), states29_ptr=states29, states29_s0=states29.stride(0), states29_s1=states29.stride(1), states29_s2=states29.stride(2), states29_s3=states29.stride(3), states29_s4=states29.stride(4), states30_ptr=states30, states30_s0=states30.stride(0), states30_s1=states30.stride(1), states30_s2=states30.stride(2), states30_s3=states30.stride(3), states30_s4=states30.stride(4), E_c0=8, E_c1=32, E_c2=64, E_n0=64, DOT_25=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_27=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m36 = inputs['bias']
    m35 = m36.reshape([1, 32])
    buf39 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](states29_ptr=states29, states29_s0=states29.stride(0), states29_s1=states29.stride(1), states29_s2=states29.stride(2), states29_s3=states29.stride(3), states29_s4=states29.stride(4), states30_ptr=states30, states30_s0=states30.stride(0), states30_s1=states30.stride(1), states30_s2=states30.stride(2), states30_s3=states30.stride(3), states30_s4=states30.stride(4), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), E_c0=8, E_c1=32, E_c2=64, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf39


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
