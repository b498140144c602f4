"""layernorm_gemm [small], candidate 10: 2 kernel(s)

Rendered by EqiForge from candidate 10 of layernorm_gemm [small]: grid(w.0@1) loop(w.1[64]: sum) loop(w.1[64]: sum) [2 mm] ; grid(w.0@1, x.0@0)
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, m31_ptr, m31_s0, m31_s1, buf39_ptr, buf39_s0, buf39_s1, E_c1, E_c2, E_n0, E_n1, DOT_11: tl.constexpr, DOT_35: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf39: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc13 = tl.full([F_n0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t6 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
        t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t10 = (t6) * (t9)
        if DOT_11:
            t12 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), input_precision="ieee")
        else:
            t12 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t10, 0.0), 0), axis=1)
        acc13 = acc13 + t12
    t14 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t15 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t14, 0.0), axis=1, keep_dims=True)
    t16 = tl.load(m3_ptr + offs_n1[:, None] * m3_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t17 = tl.load(m7_ptr + offs_n1[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t18 = (t16) * (t17)
    t19 = tl.sum(tl.where((offs_n1 < E_n1)[:, None], t18, 0.0), axis=0, keep_dims=True)
    t20 = (t15) * (t19)
    t21 = (t20) * (0.015625)
    t22 = acc13 - (t21)
    t23 = (t15) * (0.015625)
    t24 = t14 - (t23)
    t25 = (t24) * (t24)
    t26 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t25, 0.0), axis=1, keep_dims=True)
    t27 = (t26) * (0.015625)
    t28 = t27 + 1e-05
    t29 = tl.rsqrt(t28)
    t30 = (t22) * (t29)
    acc37 = tl.full([1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t33 = tl.load(m31_ptr + offs_c2[None, :] * m31_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t34 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_35:
            t36 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t33, 0.0), tl.where((offs_c2 < E_c2)[:, None], t34, 0.0), input_precision="ieee")
        else:
            t36 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t33, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t34, 0.0), 0), axis=1)
        acc37 = acc37 + t36
    t38 = t30 + acc37
    tl.store(buf39_ptr + offs_n0[:, None] * buf39_s0 + offs_c1[None, :] * buf39_s1, t38, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf39_ptr, buf39_s0, buf39_s1, m41_ptr, m41_s0, m41_s1, buf45_ptr, buf45_s0, buf45_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf45: Combine over grid x.0@0[8], grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t40 = tl.load(buf39_ptr + offs_c0[:, None] * buf39_s0 + offs_c1[None, :] * buf39_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
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
    m1 = inputs['x']
    m5 = inputs['w_ln']
    m4 = m5.reshape([1, 64])
    m3 = m4.permute([1, 0])
    m8 = inputs['w']
    m7 = m8.permute([1, 0])
    m32 = inputs['b_ln']
    m31 = m32.reshape([1, 64])
    buf39 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), E_c1=32, E_c2=64, E_n0=8, E_n1=64, DOT_11=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_35=(1) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    m42 = inputs['bias']
    m41 = m42.reshape([1, 32])
    buf45 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), E_c0=8, E_c1=32, T_c0=T['c0'], T_c1=T['c1'])
    return buf45


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
