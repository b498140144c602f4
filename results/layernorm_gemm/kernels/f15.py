"""layernorm_gemm [small], candidate 15: 2 kernel(s)

Rendered by EqiForge from candidate 15 of layernorm_gemm [small]: store(w.1[64]) ; grid(w.0@1) loop(w.1[64]: sum, stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid w.0@1[32]
    c1: loop w.1[64]

Run it on its own: `python kernels/f15.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m21_ptr, m21_s0, m21_s1, m10_ptr, m10_s0, m10_s1, states27_ptr, states27_s0, states27_s1, states27_s2, states27_s3, E_c0, E_c1, DOT_25: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states27: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t23 = tl.load(m21_ptr + offs_c1[None, :] * m21_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t24 = tl.load(m10_ptr + offs_c1[:, None] * m10_s0 + offs_c0[None, :] * m10_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_25:
        t26 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t23, 0.0), tl.where((offs_c1 < E_c1)[:, None], t24, 0.0), input_precision="ieee")
    else:
        t26 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t23, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t24, 0.0), 0), axis=1)
    tl.store(states27_ptr + i_c0 * states27_s0 + i_c1 * states27_s1 + tl.arange(0, T_c0)[None, :] * states27_s3 + tl.zeros([1, T_c0], tl.int32), t26)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m6_ptr, m6_s0, m6_s1, m10_ptr, m10_s0, m10_s1, states27_ptr, states27_s0, states27_s1, states27_s2, states27_s3, m31_ptr, m31_s0, m31_s1, buf35_ptr, buf35_s0, buf35_s1, E_c0, E_c1, E_n0, E_n1, DOT_13: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf35: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t3 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t2, 0.0), axis=1, keep_dims=True)
    t4 = (t3) * (0.015625)
    t5 = t2 - (t4)
    t8 = tl.load(m6_ptr + offs_n1[None, :] * m6_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t9 = (t5) * (t8)
    t12 = tl.load(m10_ptr + offs_n1[:, None] * m10_s0 + offs_c0[None, :] * m10_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_13:
        t14 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t9, 0.0), tl.where((offs_n1 < E_n1)[:, None], t12, 0.0), input_precision="ieee")
    else:
        t14 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t9, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t12, 0.0), 0), axis=1)
    t15 = (t5) * (t5)
    t16 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t15, 0.0), axis=1, keep_dims=True)
    t17 = (t16) * (0.015625)
    t18 = t17 + 1e-05
    t19 = tl.rsqrt(t18)
    t20 = (t14) * (t19)
    acc29 = tl.full([1, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t28 = tl.load(states27_ptr + i_c0 * states27_s0 + i_c1 * states27_s1 + tl.arange(0, T_c0)[None, :] * states27_s3 + tl.zeros([1, T_c0], tl.int32))
        acc29 = acc29 + t28
    t30 = t20 + acc29
    t33 = tl.load(m31_ptr + offs_c0[None, :] * m31_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t34 = t30 + t33
    tl.store(buf35_ptr + offs_n0[:, None] * buf35_s0 + offs_c0[None, :] * buf35_s1, t34, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m11 = inputs['w']
    m10 = m11.permute([1, 0])
    m22 = inputs['b_ln']
    m21 = m22.reshape([1, 64])
    states27 = torch.full([_cdiv(32, T['c0']), _cdiv(64, T['c1']), 1, T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(64, T['c1']),)](m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), states27_ptr=states27, states27_s0=states27.stride(0), states27_s1=states27.stride(1), states27_s2=states27.stride(2), states27_s3=states27.stride(3), E_c0=32, E_c1=64, DOT_25=(1) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, T_c0=T['c0'], T_c1=T['c1'])
    m32 = inputs['bias']
    m31 = m32.reshape([1, 32])
    buf35 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), states27_ptr=states27, states27_s0=states27.stride(0), states27_s1=states27.stride(1), states27_s2=states27.stride(2), states27_s3=states27.stride(3), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), E_c0=32, E_c1=64, E_n0=8, E_n1=64, DOT_13=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf35


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
