"""layernorm_gemm [small], candidate 17: 3 kernel(s)

Rendered by EqiForge from candidate 17 of layernorm_gemm [small]: store(w.1[64]) ; grid(w.0@1) loop(w.1[64]: sum, stored) [1 mm] ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f17.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, states5_ptr, states5_s0, states5_s1, states5_s2, E_c2, E_n1, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states5: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t3, 0.0), axis=1, keep_dims=True)
    tl.store(states5_ptr + i_c2 * states5_s0 + tl.arange(0, F_n1)[:, None] * states5_s1 + tl.zeros([F_n1, 1], tl.int32), t4)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, states5_ptr, states5_s0, states5_s1, states5_s2, m16_ptr, m16_s0, m16_s1, m20_ptr, m20_s0, m20_s1, m24_ptr, m24_s0, m24_s1, buf29_ptr, buf29_s0, buf29_s1, E_c1, E_c2, E_n1, E_n2, DOT_27: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf29: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    acc7 = tl.full([F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t6 = tl.load(states5_ptr + i_c2 * states5_s0 + tl.arange(0, F_n1)[:, None] * states5_s1 + tl.zeros([F_n1, 1], tl.int32))
        acc7 = acc7 + t6
    t8 = (acc7) * (0.015625)
    t9 = t2 - (t8)
    t10 = (t9) * (t9)
    t11 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t10, 0.0), axis=1, keep_dims=True)
    t12 = (t11) * (0.015625)
    t13 = t12 + 1e-05
    t14 = tl.rsqrt(t13)
    t15 = (t9) * (t14)
    t18 = tl.load(m16_ptr + offs_n2[None, :] * m16_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t19 = (t15) * (t18)
    t22 = tl.load(m20_ptr + offs_n2[None, :] * m20_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t23 = t19 + t22
    t26 = tl.load(m24_ptr + offs_n2[:, None] * m24_s0 + offs_c1[None, :] * m24_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_27:
        t28 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t23, 0.0), tl.where((offs_n2 < E_n2)[:, None], t26, 0.0), input_precision="ieee")
    else:
        t28 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t23, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t26, 0.0), 0), axis=1)
    tl.store(buf29_ptr + offs_n1[:, None] * buf29_s0 + offs_c1[None, :] * buf29_s1, t28, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf29_ptr, buf29_s0, buf29_s1, m31_ptr, m31_s0, m31_s1, buf35_ptr, buf35_s0, buf35_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf35: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t30 = tl.load(buf29_ptr + offs_c0[:, None] * buf29_s0 + offs_n0[None, :] * buf29_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t33 = tl.load(m31_ptr + offs_n0[None, :] * m31_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t34 = t30 + t33
    tl.store(buf35_ptr + offs_c0[:, None] * buf35_s0 + offs_n0[None, :] * buf35_s1, t34, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    states5 = torch.full([_cdiv(64, T['c2']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states5_ptr=states5, states5_s0=states5.stride(0), states5_s1=states5.stride(1), states5_s2=states5.stride(2), E_c2=64, E_n1=8, F_n1=_pow2(8), T_c2=T['c2'])
    m17 = inputs['w_ln']
    m16 = m17.reshape([1, 64])
    m21 = inputs['b_ln']
    m20 = m21.reshape([1, 64])
    m25 = inputs['w']
    m24 = m25.permute([1, 0])
    buf29 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states5_ptr=states5, states5_s0=states5.stride(0), states5_s1=states5.stride(1), states5_s2=states5.stride(2), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), E_c1=32, E_c2=64, E_n1=8, E_n2=64, DOT_27=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(8), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    m32 = inputs['bias']
    m31 = m32.reshape([1, 32])
    buf35 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    return buf35


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
