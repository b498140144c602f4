"""layernorm_gemm [small], candidate 3: 1 kernel(s)

Rendered by EqiForge from candidate 3 of layernorm_gemm [small]: grid(x.0@0) loop(w.1[64]: pair(sum, sum)) loop(w.1[64]: sum) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w.1[64]

Run it on its own: `python kernels/f03.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m4_ptr, m4_s0, m4_s1, m8_ptr, m8_s0, m8_s1, m31_ptr, m31_s0, m31_s1, m39_ptr, m39_s0, m39_s1, buf43_ptr, buf43_s0, buf43_s1, E_c0, E_c1, E_n0, E_n1, DOT_12: tl.constexpr, DOT_35: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf43: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc14 = tl.full([T_c0, 1], 0.0, tl.float32)
    acc15 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t3 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t2, 0.0), axis=1, keep_dims=True)
        t7 = tl.load(m4_ptr + offs_c1[:, None] * m4_s0, mask=(offs_c1 < E_c1)[:, None], other=0).to(tl.float32)
        t10 = tl.load(m8_ptr + offs_c1[:, None] * m8_s0 + offs_n0[None, :] * m8_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        t11 = (t7) * (t10)
        if DOT_12:
            t13 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t2, 0.0), tl.where((offs_c1 < E_c1)[:, None], t11, 0.0), input_precision="ieee")
        else:
            t13 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t11, 0.0), 0), axis=1)
        acc14 = acc14 + t3
        acc15 = acc15 + t13
    t16 = (acc14) * (0.015625)
    t17 = tl.load(m4_ptr + offs_n1[:, None] * m4_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t18 = tl.load(m8_ptr + offs_n1[:, None] * m8_s0 + offs_n0[None, :] * m8_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t19 = (t17) * (t18)
    t20 = tl.sum(tl.where((offs_n1 < E_n1)[:, None], t19, 0.0), axis=0, keep_dims=True)
    t21 = (t16) * (t20)
    t22 = acc15 - (t21)
    t23 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t24 = t23 - (t16)
    t25 = (t24) * (t24)
    t26 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t25, 0.0), axis=1, keep_dims=True)
    t27 = t26 + 0.00064
    t28 = (t27) * (0.015625)
    t29 = tl.rsqrt(t28)
    t30 = (t22) * (t29)
    acc37 = tl.full([1, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t33 = tl.load(m31_ptr + offs_c1[None, :] * m31_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t34 = tl.load(m8_ptr + offs_c1[:, None] * m8_s0 + offs_n0[None, :] * m8_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_35:
            t36 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t33, 0.0), tl.where((offs_c1 < E_c1)[:, None], t34, 0.0), input_precision="ieee")
        else:
            t36 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t33, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t34, 0.0), 0), axis=1)
        acc37 = acc37 + t36
    t38 = t30 + acc37
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
    m6 = inputs['w_ln']
    m5 = m6.reshape([1, 64])
    m4 = m5.permute([1, 0])
    m9 = inputs['w']
    m8 = m9.permute([1, 0])
    m32 = inputs['b_ln']
    m31 = m32.reshape([1, 64])
    m40 = inputs['bias']
    m39 = m40.reshape([1, 32])
    buf43 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c0=8, E_c1=64, E_n0=32, E_n1=64, DOT_12=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, DOT_35=(1) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf43


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
