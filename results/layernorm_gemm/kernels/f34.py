"""layernorm_gemm [small], candidate 34: 2 kernel(s)

Rendered by EqiForge from candidate 34 of layernorm_gemm [small]: store(w.1[64]) ; grid(w.0@1, x.0@0) loop(w.1[64]: sum, stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f34.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m25_ptr, m25_s0, m25_s1, m7_ptr, m7_s0, m7_s1, states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, E_c1, E_c2, DOT_29: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states31: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t27 = tl.load(m25_ptr + offs_c2[None, :] * m25_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t28 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_29:
        t30 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), tl.where((offs_c2 < E_c2)[:, None], t28, 0.0), input_precision="ieee")
    else:
        t30 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t28, 0.0), 0), axis=1)
    tl.store(states31_ptr + i_c1 * states31_s0 + i_c2 * states31_s1 + tl.arange(0, T_c1)[None, :] * states31_s3 + tl.zeros([1, T_c1], tl.int32), t30)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states31_ptr, states31_s0, states31_s1, states31_s2, states31_s3, m35_ptr, m35_s0, m35_s1, buf39_ptr, buf39_s0, buf39_s1, E_c0, E_c1, E_c2, E_n0, DOT_11: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf39: Combine over grid x.0@0[8], grid w.0@1[32]
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
    t6 = tl.load(m3_ptr + offs_n0[:, None] * m3_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t9 = tl.load(m7_ptr + offs_n0[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t10 = (t6) * (t9)
    if DOT_11:
        t12 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t2, 0.0), tl.where((offs_n0 < E_n0)[:, None], t10, 0.0), input_precision="ieee")
    else:
        t12 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t10, 0.0), 0), axis=1)
    t13 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t2, 0.0), axis=1, keep_dims=True)
    t14 = (t13) * (0.015625)
    t15 = tl.sum(tl.where((offs_n0 < E_n0)[:, None], t10, 0.0), axis=0, keep_dims=True)
    t16 = (t14) * (t15)
    t17 = t12 - (t16)
    t18 = t2 - (t14)
    t19 = (t18) * (t18)
    t20 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t19, 0.0), axis=1, keep_dims=True)
    t21 = t20 + 0.00064
    t22 = (t21) * (0.015625)
    t23 = tl.rsqrt(t22)
    t24 = (t17) * (t23)
    acc33 = tl.full([1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t32 = tl.load(states31_ptr + i_c1 * states31_s0 + i_c2 * states31_s1 + tl.arange(0, T_c1)[None, :] * states31_s3 + tl.zeros([1, T_c1], tl.int32))
        acc33 = acc33 + t32
    t34 = t24 + acc33
    t37 = tl.load(m35_ptr + offs_c1[None, :] * m35_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t38 = t34 + t37
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
    m5 = inputs['w_ln']
    m4 = m5.reshape([1, 64])
    m3 = m4.permute([1, 0])
    m8 = inputs['w']
    m7 = m8.permute([1, 0])
    m26 = inputs['b_ln']
    m25 = m26.reshape([1, 64])
    states31 = torch.full([_cdiv(32, T['c1']), _cdiv(64, T['c2']), 1, T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(64, T['c2']),)](m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), E_c1=32, E_c2=64, DOT_29=(1) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, T_c1=T['c1'], T_c2=T['c2'])
    m36 = inputs['bias']
    m35 = m36.reshape([1, 32])
    buf39 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states31_ptr=states31, states31_s0=states31.stride(0), states31_s1=states31.stride(1), states31_s2=states31.stride(2), states31_s3=states31.stride(3), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), E_c0=8, E_c1=32, E_c2=64, E_n0=64, DOT_11=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf39


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
