"""layernorm_gemm [small], candidate 10: 2 kernel(s)

Rendered by EqiForge from candidate 10 of layernorm_gemm [small]: grid(x.0@0) loop(w.1[64]: sum) ; grid(w.0@1, x.0@0) loop(w.1[64]: pair(sum, sum)) loop(w.1[64]: sum) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f10.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m9_ptr, m9_s0, m9_s1, buf14_ptr, buf14_s0, buf14_s1, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf14: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc13 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t11 = tl.load(m9_ptr + offs_c0[:, None] * m9_s0 + offs_c2[None, :] * m9_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t12 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t11, 0.0), axis=1, keep_dims=True)
        acc13 = acc13 + t12
    tl.store(buf14_ptr + offs_c0[:, None] * buf14_s0, acc13, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m4_ptr, m4_s0, m4_s1, m9_ptr, m9_s0, m9_s1, buf14_ptr, buf14_s0, buf14_s1, m18_ptr, m18_s0, m18_s1, m41_ptr, m41_s0, m41_s1, buf45_ptr, buf45_s0, buf45_s1, E_c0, E_c1, E_c2, DOT_22: tl.constexpr, DOT_7: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf45: Combine over grid x.0@0[8], grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t15 = tl.load(buf14_ptr + offs_c0[:, None] * buf14_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t16 = (t15) * (0.015625)
    acc24 = tl.full([1, T_c1], 0.0, tl.float32)
    acc25 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t3 = tl.load(m1_ptr + offs_c2[None, :] * m1_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t6 = tl.load(m4_ptr + offs_c2[:, None] * m4_s0 + offs_c1[None, :] * m4_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_7:
            t8 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t3, 0.0), tl.where((offs_c2 < E_c2)[:, None], t6, 0.0), input_precision="ieee")
        else:
            t8 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t3, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t6, 0.0), 0), axis=1)
        t10 = tl.load(m9_ptr + offs_c0[:, None] * m9_s0 + offs_c2[None, :] * m9_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t17 = t10 - (t16)
        t20 = tl.load(m18_ptr + offs_c2[None, :] * m18_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t21 = (t17) * (t20)
        if DOT_22:
            t23 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t21, 0.0), tl.where((offs_c2 < E_c2)[:, None], t6, 0.0), input_precision="ieee")
        else:
            t23 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t21, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t6, 0.0), 0), axis=1)
        acc24 = acc24 + t8
        acc25 = acc25 + t23
    acc29 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t26 = tl.load(m9_ptr + offs_c0[:, None] * m9_s0 + offs_c2[None, :] * m9_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t27 = (t26) * (t26)
        t28 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), axis=1, keep_dims=True)
        acc29 = acc29 + t28
    t30 = (t15) * (2.0)
    t31 = (t15) * (1.0)
    t32 = t30 - (t31)
    t33 = (t15) * (0.015625)
    t34 = (t32) * (t33)
    t35 = acc29 - (t34)
    t36 = t35 + 0.00064
    t37 = (t36) * (0.015625)
    t38 = tl.rsqrt(t37)
    t39 = (acc25) * (t38)
    t40 = t39 + acc24
    t43 = tl.load(m41_ptr + offs_c1[None, :] * m41_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t44 = t40 + t43
    tl.store(buf45_ptr + offs_c0[:, None] * buf45_s0 + offs_c1[None, :] * buf45_s1, t44, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    buf14 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf14_ptr=buf14, buf14_s0=buf14.stride(0), buf14_s1=buf14.stride(1), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    m19 = inputs['w_ln']
    m18 = m19.reshape([1, 64])
    m42 = inputs['bias']
    m41 = m42.reshape([1, 32])
    buf45 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf14_ptr=buf14, buf14_s0=buf14.stride(0), buf14_s1=buf14.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), E_c0=8, E_c1=32, E_c2=64, DOT_22=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_7=(1) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf45


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
