"""rmsnorm_swiglu [small], candidate 27: 2 kernel(s)

Rendered by EqiForge from candidate 27 of rmsnorm_swiglu [small]: grid(x.0@0) loop(w_up.0[64]: pair(sum, sum)) [4 mm] ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w_up.0[64]

Run it on its own: `python kernels/f27.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m12_ptr, m12_s0, m12_s1, m17_ptr, m17_s0, m17_s1, m27_ptr, m27_s0, m27_s1, buf41_ptr, buf41_s0, buf41_s1, E_c0, E_c1, E_n0, DOT_15: tl.constexpr, DOT_20: tl.constexpr, DOT_30: tl.constexpr, DOT_37: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf41: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t7 = (t2) * (t2)
    t8 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t7, 0.0), axis=1, keep_dims=True)
    t9 = t8 + 0.00032
    t10 = tl.rsqrt(t9)
    t11 = (t6) * (t10)
    acc39 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc40 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t14 = tl.load(m12_ptr + offs_n0[:, None] * m12_s0 + offs_c1[None, :] * m12_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_15:
            t16 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t11, 0.0), tl.where((offs_n0 < E_n0)[:, None], t14, 0.0), input_precision="ieee")
        else:
            t16 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t11, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t14, 0.0), 0), axis=1)
        t19 = tl.load(m17_ptr + offs_n0[:, None] * m17_s0 + offs_c1[None, :] * m17_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_20:
            t21 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t11, 0.0), tl.where((offs_n0 < E_n0)[:, None], t19, 0.0), input_precision="ieee")
        else:
            t21 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t11, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t19, 0.0), 0), axis=1)
        t22 = (t21) * (2.8284271247461903)
        t23 = 2.0 / (1.0 + tl.exp(-2.0 * (t22))) - 1.0
        t24 = t23 + 1.0
        t25 = (t21) * (t24)
        t26 = (t16) * (t25)
        t29 = tl.load(m27_ptr + offs_c1[:, None] * m27_s0 + offs_n0[None, :] * m27_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_30:
            t31 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t26, 0.0), tl.where((offs_c1 < E_c1)[:, None], t29, 0.0), input_precision="ieee")
        else:
            t31 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t26, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t29, 0.0), 0), axis=1)
        t32 = (t31) * (32.00000000000001)
        t33 = (t21) * (5.656854249492381)
        t34 = 1.0 / (1.0 + tl.exp(-(t33)))
        t35 = (t21) * (t34)
        t36 = (t35) * (t16)
        if DOT_37:
            t38 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t36, 0.0), tl.where((offs_c1 < E_c1)[:, None], t29, 0.0), input_precision="ieee")
        else:
            t38 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t36, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t29, 0.0), 0), axis=1)
        acc39 = acc39 + t32
        acc40 = acc40 + t38
    tl.store(buf41_ptr + offs_c0[:, None] * buf41_s0 + offs_n0[None, :] * buf41_s1, acc39, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf41_ptr, buf41_s0, buf41_s1, buf44_ptr, buf44_s0, buf44_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf44: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t42 = tl.load(buf41_ptr + offs_c0[:, None] * buf41_s0 + offs_n0[None, :] * buf41_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t43 = (t42) * (0.5)
    tl.store(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_n0[None, :] * buf44_s1, t43, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m4 = inputs['w_norm']
    m3 = m4.reshape([1, 32])
    m13 = inputs['w_up']
    m12 = m13.permute([1, 0])
    m18 = inputs['w_gate']
    m17 = m18.permute([1, 0])
    m28 = inputs['w_down']
    m27 = m28.permute([1, 0])
    buf41 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), E_c0=8, E_c1=64, E_n0=32, DOT_15=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_20=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_30=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, DOT_37=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    buf44 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    return buf44


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
