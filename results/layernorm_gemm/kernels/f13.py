"""layernorm_gemm [small], candidate 13: 2 kernel(s)

Rendered by EqiForge from candidate 13 of layernorm_gemm [small]: store(w.1[64]) ; grid(w.0@1, x.0@0) loop(w.1[64]: pair(sum, sum), stored) loop(w.1[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f13.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m4_ptr, m4_s0, m4_s1, m8_ptr, m8_s0, m8_s1, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, E_c0, E_c1, E_c2, DOT_12: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states14, states15: Collect over loop w.1[64]
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
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t3 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), axis=1, keep_dims=True)
    t7 = tl.load(m4_ptr + offs_c2[:, None] * m4_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
    t10 = tl.load(m8_ptr + offs_c2[:, None] * m8_s0 + offs_c1[None, :] * m8_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t11 = (t7) * (t10)
    if DOT_12:
        t13 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), tl.where((offs_c2 < E_c2)[:, None], t11, 0.0), input_precision="ieee")
    else:
        t13 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t11, 0.0), 0), axis=1)
    tl.store(states14_ptr + i_c1 * states14_s0 + i_c0 * states14_s1 + i_c2 * states14_s2 + tl.arange(0, T_c0)[:, None] * states14_s3 + tl.zeros([T_c0, 1], tl.int32), t3)
    tl.store(states15_ptr + i_c1 * states15_s0 + i_c0 * states15_s1 + i_c2 * states15_s2 + tl.arange(0, T_c0)[:, None] * states15_s3 + tl.arange(0, T_c1)[None, :] * states15_s4 + tl.zeros([T_c0, T_c1], tl.int32), t13)


@triton.jit
def kernel_1(states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, states15_s4, m4_ptr, m4_s0, m4_s1, m8_ptr, m8_s0, m8_s1, m1_ptr, m1_s0, m1_s1, m35_ptr, m35_s0, m35_s1, m43_ptr, m43_s0, m43_s1, buf47_ptr, buf47_s0, buf47_s1, E_c0, E_c1, E_c2, E_n0, DOT_39: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf47: Combine over grid x.0@0[8], grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc18 = tl.full([T_c0, 1], 0.0, tl.float32)
    acc19 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t16 = tl.load(states14_ptr + i_c1 * states14_s0 + i_c0 * states14_s1 + i_c2 * states14_s2 + tl.arange(0, T_c0)[:, None] * states14_s3 + tl.zeros([T_c0, 1], tl.int32))
        t17 = tl.load(states15_ptr + i_c1 * states15_s0 + i_c0 * states15_s1 + i_c2 * states15_s2 + tl.arange(0, T_c0)[:, None] * states15_s3 + tl.arange(0, T_c1)[None, :] * states15_s4 + tl.zeros([T_c0, T_c1], tl.int32))
        acc18 = acc18 + t16
        acc19 = acc19 + t17
    t20 = (acc18) * (0.015625)
    t21 = tl.load(m4_ptr + offs_n0[:, None] * m4_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t22 = tl.load(m8_ptr + offs_n0[:, None] * m8_s0 + offs_c1[None, :] * m8_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t23 = (t21) * (t22)
    t24 = tl.sum(tl.where((offs_n0 < E_n0)[:, None], t23, 0.0), axis=0, keep_dims=True)
    t25 = (t20) * (t24)
    t26 = acc19 - (t25)
    t27 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t28 = t27 - (t20)
    t29 = (t28) * (t28)
    t30 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t29, 0.0), axis=1, keep_dims=True)
    t31 = t30 + 0.00064
    t32 = (t31) * (0.015625)
    t33 = tl.rsqrt(t32)
    t34 = (t26) * (t33)
    acc41 = tl.full([1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t37 = tl.load(m35_ptr + offs_c2[None, :] * m35_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t38 = tl.load(m8_ptr + offs_c2[:, None] * m8_s0 + offs_c1[None, :] * m8_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_39:
            t40 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t37, 0.0), tl.where((offs_c2 < E_c2)[:, None], t38, 0.0), input_precision="ieee")
        else:
            t40 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t38, 0.0), 0), axis=1)
        acc41 = acc41 + t40
    t42 = t34 + acc41
    t45 = tl.load(m43_ptr + offs_c1[None, :] * m43_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t46 = t42 + t45
    tl.store(buf47_ptr + offs_c0[:, None] * buf47_s0 + offs_c1[None, :] * buf47_s1, t46, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    states14 = torch.full([_cdiv(32, T['c1']), _cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    states15 = torch.full([_cdiv(32, T['c1']), _cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), E_c0=8, E_c1=32, E_c2=64, DOT_12=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m36 = inputs['b_ln']
    m35 = m36.reshape([1, 64])
    m44 = inputs['bias']
    m43 = m44.reshape([1, 32])
    buf47 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), states15_s4=states15.stride(4), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), E_c0=8, E_c1=32, E_c2=64, E_n0=64, DOT_39=(1) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf47


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
