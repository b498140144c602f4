"""layernorm_gemm [small], candidate 6: 1 kernel(s)

Rendered by EqiForge from candidate 6 of layernorm_gemm [small]: grid(w.0@1, x.0@0) loop(w.1[64]: pair(sum, sum)) [3 mm]
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, m33_ptr, m33_s0, m33_s1, m39_ptr, m39_s0, m39_s1, buf43_ptr, buf43_s0, buf43_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_11: tl.constexpr, DOT_18: tl.constexpr, DOT_36: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
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
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t6 = tl.load(m3_ptr + offs_n0[:, None] * m3_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t9 = tl.load(m7_ptr + offs_n0[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t10 = (t6) * (t9)
    if DOT_11:
        t12 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t2, 0.0), tl.where((offs_n0 < E_n0)[:, None], t10, 0.0), input_precision="ieee")
    else:
        t12 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t10, 0.0), 0), axis=1)
    acc20 = tl.full([T_c0, 1], 0.0, tl.float32)
    acc21 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t14 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t13, 0.0), axis=1, keep_dims=True)
        t15 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
        t16 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        t17 = (t15) * (t16)
        if DOT_18:
            t19 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t13, 0.0), tl.where((offs_c2 < E_c2)[:, None], t17, 0.0), input_precision="ieee")
        else:
            t19 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t17, 0.0), 0), axis=1)
        acc20 = acc20 + t14
        acc21 = acc21 + t19
    t22 = (acc20) * (0.015625)
    t23 = tl.sum(tl.where((offs_n0 < E_n0)[:, None], t10, 0.0), axis=0, keep_dims=True)
    t24 = (t22) * (t23)
    t25 = t12 - (t24)
    t26 = t2 - (t22)
    t27 = (t26) * (t26)
    t28 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t27, 0.0), axis=1, keep_dims=True)
    t29 = t28 + 0.00064
    t30 = (t29) * (0.015625)
    t31 = tl.rsqrt(t30)
    t32 = (t25) * (t31)
    t35 = tl.load(m33_ptr + offs_n0[None, :] * m33_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_36:
        t37 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t35, 0.0), tl.where((offs_n0 < E_n0)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t37 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t9, 0.0), 0), axis=1)
    t38 = t32 + t37
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
    m1 = inputs['x']
    m5 = inputs['w_ln']
    m4 = m5.reshape([1, 64])
    m3 = m4.permute([1, 0])
    m8 = inputs['w']
    m7 = m8.permute([1, 0])
    m34 = inputs['b_ln']
    m33 = m34.reshape([1, 64])
    m40 = inputs['bias']
    m39 = m40.reshape([1, 32])
    buf43 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c0=8, E_c1=32, E_c2=64, E_n0=64, E_n1=32, DOT_11=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, DOT_18=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, DOT_36=(1) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf43


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
