"""layernorm_gemm [small], candidate 20: 2 kernel(s)

Rendered by EqiForge from candidate 20 of layernorm_gemm [small]: grid(x.0@0) ; grid(w.0@1) loop(w.1[64]: sum) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid w.0@1[32]
    c1: loop w.1[64]
    c2: grid x.0@0[8]

Run it on its own: `python kernels/f20.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32, "c2": 4}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 64, "c2": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, E_c2, E_n1, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf5: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t3, 0.0), axis=1, keep_dims=True)
    tl.store(buf5_ptr + offs_c2[:, None] * buf5_s0, t4, mask=(offs_c2 < E_c2)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, m9_ptr, m9_s0, m9_s1, m13_ptr, m13_s0, m13_s1, m27_ptr, m27_s0, m27_s1, m34_ptr, m34_s0, m34_s1, buf38_ptr, buf38_s0, buf38_s1, E_c0, E_c1, E_n0, E_n1, DOT_16: tl.constexpr, DOT_31: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf38: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t6 = tl.load(buf5_ptr + offs_n0[:, None] * buf5_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t7 = (t6) * (0.015625)
    t18 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t19 = t18 - (t7)
    t20 = (t19) * (t19)
    t21 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t20, 0.0), axis=1, keep_dims=True)
    t22 = t21 + 0.00064
    t23 = tl.rsqrt(t22)
    acc25 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t8 = t2 - (t7)
        t11 = tl.load(m9_ptr + offs_c1[None, :] * m9_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t12 = (t8) * (t11)
        t15 = tl.load(m13_ptr + offs_c1[:, None] * m13_s0 + offs_c0[None, :] * m13_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_16:
            t17 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), tl.where((offs_c1 < E_c1)[:, None], t15, 0.0), input_precision="ieee")
        else:
            t17 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t15, 0.0), 0), axis=1)
        t24 = (t17) * (t23)
        acc25 = acc25 + t24
    t26 = (acc25) * (8.0)
    t29 = tl.load(m27_ptr + offs_n1[None, :] * m27_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t30 = tl.load(m13_ptr + offs_n1[:, None] * m13_s0 + offs_c0[None, :] * m13_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_31:
        t32 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t29, 0.0), tl.where((offs_n1 < E_n1)[:, None], t30, 0.0), input_precision="ieee")
    else:
        t32 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t29, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t30, 0.0), 0), axis=1)
    t33 = t26 + t32
    t36 = tl.load(m34_ptr + offs_c0[None, :] * m34_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t37 = t33 + t36
    tl.store(buf38_ptr + offs_n0[:, None] * buf38_s0 + offs_c0[None, :] * buf38_s1, t37, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    kernel_0[(_cdiv(8, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), E_c2=8, E_n1=64, F_n1=_pow2(64), T_c2=T['c2'])
    m10 = inputs['w_ln']
    m9 = m10.reshape([1, 64])
    m14 = inputs['w']
    m13 = m14.permute([1, 0])
    m28 = inputs['b_ln']
    m27 = m28.reshape([1, 64])
    m35 = inputs['bias']
    m34 = m35.reshape([1, 32])
    buf38 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), E_c0=32, E_c1=64, E_n0=8, E_n1=64, DOT_16=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_31=(1) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf38


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
