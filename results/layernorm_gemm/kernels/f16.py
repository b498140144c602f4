"""layernorm_gemm [small], candidate 16: 3 kernel(s)

Rendered by EqiForge from candidate 16 of layernorm_gemm [small]: grid(x.0@0) ; grid(w.0@1) [1 mm] ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]

Run it on its own: `python kernels/f16.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, buf12_ptr, buf12_s0, buf12_s1, E_c0, E_n2, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf12: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t7 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t6, 0.0), axis=1, keep_dims=True)
    t8 = (t7) * (0.015625)
    t9 = t6 - (t8)
    t10 = (t9) * (t9)
    t11 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t10, 0.0), axis=1, keep_dims=True)
    tl.store(buf12_ptr + offs_c0[:, None] * buf12_s0, t11, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf12_ptr, buf12_s0, buf12_s1, m18_ptr, m18_s0, m18_s1, m22_ptr, m22_s0, m22_s1, m26_ptr, m26_s0, m26_s1, buf31_ptr, buf31_s0, buf31_s1, E_c1, E_n1, E_n2, DOT_29: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf31: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t3 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t2, 0.0), axis=1, keep_dims=True)
    t4 = (t3) * (0.015625)
    t5 = t2 - (t4)
    t13 = tl.load(buf12_ptr + offs_n1[:, None] * buf12_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t14 = (t13) * (0.015625)
    t15 = t14 + 1e-05
    t16 = tl.rsqrt(t15)
    t17 = (t5) * (t16)
    t20 = tl.load(m18_ptr + offs_n2[None, :] * m18_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t21 = (t17) * (t20)
    t24 = tl.load(m22_ptr + offs_n2[None, :] * m22_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t25 = t21 + t24
    t28 = tl.load(m26_ptr + offs_n2[:, None] * m26_s0 + offs_c1[None, :] * m26_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_29:
        t30 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t25, 0.0), tl.where((offs_n2 < E_n2)[:, None], t28, 0.0), input_precision="ieee")
    else:
        t30 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t25, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t28, 0.0), 0), axis=1)
    tl.store(buf31_ptr + offs_n1[:, None] * buf31_s0 + offs_c1[None, :] * buf31_s1, t30, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf31_ptr, buf31_s0, buf31_s1, m33_ptr, m33_s0, m33_s1, buf37_ptr, buf37_s0, buf37_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf37: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t32 = tl.load(buf31_ptr + offs_c0[:, None] * buf31_s0 + offs_n0[None, :] * buf31_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t35 = tl.load(m33_ptr + offs_n0[None, :] * m33_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t36 = t32 + t35
    tl.store(buf37_ptr + offs_c0[:, None] * buf37_s0 + offs_n0[None, :] * buf37_s1, t36, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    buf12 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), E_c0=8, E_n2=64, F_n2=_pow2(64), T_c0=T['c0'])
    m19 = inputs['w_ln']
    m18 = m19.reshape([1, 64])
    m23 = inputs['b_ln']
    m22 = m23.reshape([1, 64])
    m27 = inputs['w']
    m26 = m27.permute([1, 0])
    buf31 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), E_c1=32, E_n1=8, E_n2=64, DOT_29=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(8), F_n2=_pow2(64), T_c1=T['c1'])
    m34 = inputs['bias']
    m33 = m34.reshape([1, 32])
    buf37 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    return buf37


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
