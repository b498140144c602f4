"""layernorm_gemm [small], candidate 1: 1 kernel(s)

Rendered by EqiForge from candidate 1 of layernorm_gemm [small]: grid(w.0@1, x.0@0) loop(w.1[64]: sum) loop(w.1[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f01.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, m25_ptr, m25_s0, m25_s1, m29_ptr, m29_s0, m29_s1, m34_ptr, m34_s0, m34_s1, buf38_ptr, buf38_s0, buf38_s1, E_c0, E_c1, E_c2, E_n0, DOT_32: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf38: Combine over grid x.0@0[8], grid w.0@1[32]
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
    acc5 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t4 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t3, 0.0), axis=1, keep_dims=True)
        acc5 = acc5 + t4
    t6 = (acc5) * (0.015625)
    t7 = t2 - (t6)
    t10 = tl.load(m8_ptr + offs_n0[None, :] * m8_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t11 = (t7) * (t10)
    acc15 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t12 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t13 = (t12) * (t12)
        t14 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t13, 0.0), axis=1, keep_dims=True)
        acc15 = acc15 + t14
    t16 = (acc5) * (2.0)
    t17 = (acc5) * (1.0)
    t18 = t16 - (t17)
    t19 = (t18) * (t6)
    t20 = acc15 - (t19)
    t21 = t20 + 0.00064
    t22 = (t21) * (0.015625)
    t23 = tl.rsqrt(t22)
    t24 = (t11) * (t23)
    t27 = tl.load(m25_ptr + offs_n0[None, :] * m25_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t28 = t24 + t27
    t31 = tl.load(m29_ptr + offs_n0[:, None] * m29_s0 + offs_c1[None, :] * m29_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_32:
        t33 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t28, 0.0), tl.where((offs_n0 < E_n0)[:, None], t31, 0.0), input_precision="ieee")
    else:
        t33 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t28, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t31, 0.0), 0), axis=1)
    t36 = tl.load(m34_ptr + offs_c1[None, :] * m34_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t37 = t33 + t36
    tl.store(buf38_ptr + offs_c0[:, None] * buf38_s0 + offs_c1[None, :] * buf38_s1, t37, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m9 = inputs['w_ln']
    m8 = m9.reshape([1, 64])
    m26 = inputs['b_ln']
    m25 = m26.reshape([1, 64])
    m30 = inputs['w']
    m29 = m30.permute([1, 0])
    m35 = inputs['bias']
    m34 = m35.reshape([1, 32])
    buf38 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), E_c0=8, E_c1=32, E_c2=64, E_n0=64, DOT_32=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf38


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
