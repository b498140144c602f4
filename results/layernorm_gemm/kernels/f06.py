"""layernorm_gemm [small], candidate 6: 2 kernel(s)

Rendered by EqiForge from candidate 6 of layernorm_gemm [small]: grid(x.0@0) ; grid(w.0@1, x.0@0) loop(w.1[64]: pair(sum, sum)) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f06.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m9_ptr, m9_s0, m9_s1, buf13_ptr, buf13_s0, buf13_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf13: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t11 = tl.load(m9_ptr + offs_c0[:, None] * m9_s0 + offs_n0[None, :] * m9_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t12 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t11, 0.0), axis=1, keep_dims=True)
    tl.store(buf13_ptr + offs_c0[:, None] * buf13_s0, t12, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m4_ptr, m4_s0, m4_s1, m9_ptr, m9_s0, m9_s1, buf13_ptr, buf13_s0, buf13_s1, m17_ptr, m17_s0, m17_s1, m39_ptr, m39_s0, m39_s1, buf43_ptr, buf43_s0, buf43_s1, E_c0, E_c1, E_c2, E_n0, DOT_21: tl.constexpr, DOT_7: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf43: Combine over grid x.0@0[8], grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t14 = tl.load(buf13_ptr + offs_c0[:, None] * buf13_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t15 = (t14) * (0.015625)
    acc23 = tl.full([1, T_c1], 0.0, tl.float32)
    acc24 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t3 = tl.load(m1_ptr + offs_c2[None, :] * m1_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t6 = tl.load(m4_ptr + offs_c2[:, None] * m4_s0 + offs_c1[None, :] * m4_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_7:
            t8 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t3, 0.0), tl.where((offs_c2 < E_c2)[:, None], t6, 0.0), input_precision="ieee")
        else:
            t8 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t3, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t6, 0.0), 0), axis=1)
        t10 = tl.load(m9_ptr + offs_c0[:, None] * m9_s0 + offs_c2[None, :] * m9_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t16 = t10 - (t15)
        t19 = tl.load(m17_ptr + offs_c2[None, :] * m17_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t20 = (t16) * (t19)
        if DOT_21:
            t22 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t20, 0.0), tl.where((offs_c2 < E_c2)[:, None], t6, 0.0), input_precision="ieee")
        else:
            t22 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t20, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t6, 0.0), 0), axis=1)
        acc23 = acc23 + t8
        acc24 = acc24 + t22
    t25 = tl.load(m9_ptr + offs_c0[:, None] * m9_s0 + offs_n0[None, :] * m9_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t26 = (t25) * (t25)
    t27 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t26, 0.0), axis=1, keep_dims=True)
    t28 = (t14) * (2.0)
    t29 = (t14) * (1.0)
    t30 = t28 - (t29)
    t31 = (t14) * (0.015625)
    t32 = (t30) * (t31)
    t33 = t27 - (t32)
    t34 = t33 + 0.00064
    t35 = (t34) * (0.015625)
    t36 = tl.rsqrt(t35)
    t37 = (acc24) * (t36)
    t38 = t37 + acc23
    t41 = tl.load(m39_ptr + offs_c1[None, :] * m39_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t42 = t38 + t41
    tl.store(buf43_ptr + offs_c0[:, None] * buf43_s0 + offs_c1[None, :] * buf43_s1, t42, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m2 = inputs['b_ln']
    m1 = m2.reshape([1, 64])
    m5 = inputs['w']
    m4 = m5.permute([1, 0])
    m9 = inputs['x']
    buf13 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    m18 = inputs['w_ln']
    m17 = m18.reshape([1, 64])
    m40 = inputs['bias']
    m39 = m40.reshape([1, 32])
    buf43 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c0=8, E_c1=32, E_c2=64, E_n0=64, DOT_21=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_7=(1) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf43


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
