"""layernorm_gemm [small], candidate 18: 3 kernel(s)

Rendered by EqiForge from candidate 18 of layernorm_gemm [small]: grid(x.0@0) ; grid(x.0@0) ; grid(x.0@0) loop(w.1[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w.1[64]

Run it on its own: `python kernels/f18.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf5: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), axis=1, keep_dims=True)
    tl.store(buf5_ptr + offs_c0[:, None] * buf5_s0, t4, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, buf23_ptr, buf23_s0, buf23_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf23: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t13 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t14 = (t13) * (t13)
    t15 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t14, 0.0), axis=1, keep_dims=True)
    t16 = tl.load(buf5_ptr + offs_c0[:, None] * buf5_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t17 = (t16) * (2.0)
    t18 = (t16) * (1.0)
    t19 = t17 - (t18)
    t20 = (t16) * (0.015625)
    t21 = (t19) * (t20)
    t22 = t15 - (t21)
    tl.store(buf23_ptr + offs_c0[:, None] * buf23_s0, t22, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, m9_ptr, m9_s0, m9_s1, buf23_ptr, buf23_s0, buf23_s1, m29_ptr, m29_s0, m29_s1, m33_ptr, m33_s0, m33_s1, m39_ptr, m39_s0, m39_s1, buf43_ptr, buf43_s0, buf43_s1, E_c0, E_c1, E_n1, DOT_36: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf43: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t6 = tl.load(buf5_ptr + offs_c0[:, None] * buf5_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t7 = (t6) * (0.015625)
    t24 = tl.load(buf23_ptr + offs_c0[:, None] * buf23_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t25 = t24 + 0.00064
    t26 = (t25) * (0.015625)
    t27 = tl.rsqrt(t26)
    acc38 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t8 = t2 - (t7)
        t11 = tl.load(m9_ptr + offs_c1[None, :] * m9_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t12 = (t8) * (t11)
        t28 = (t12) * (t27)
        t31 = tl.load(m29_ptr + offs_c1[None, :] * m29_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t32 = t28 + t31
        t35 = tl.load(m33_ptr + offs_c1[:, None] * m33_s0 + offs_n1[None, :] * m33_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_36:
            t37 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t32, 0.0), tl.where((offs_c1 < E_c1)[:, None], t35, 0.0), input_precision="ieee")
        else:
            t37 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t35, 0.0), 0), axis=1)
        acc38 = acc38 + t37
    t41 = tl.load(m39_ptr + offs_n1[None, :] * m39_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t42 = acc38 + t41
    tl.store(buf43_ptr + offs_c0[:, None] * buf43_s0 + offs_n1[None, :] * buf43_s1, t42, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    m10 = inputs['w_ln']
    m9 = m10.reshape([1, 64])
    buf23 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    m30 = inputs['b_ln']
    m29 = m30.reshape([1, 64])
    m34 = inputs['w']
    m33 = m34.permute([1, 0])
    m40 = inputs['bias']
    m39 = m40.reshape([1, 32])
    buf43 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c0=8, E_c1=64, E_n1=32, DOT_36=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf43


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
