"""layernorm_gemm [small], candidate 20: 5 kernel(s)

Rendered by EqiForge from candidate 20 of layernorm_gemm [small]: grid(x.0@0) ; grid(x.0@0) ; grid(x.0@0) ; grid() loop(w.1[64]: sum) ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w.1[64]

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
DEFAULT_TILES = {"c0": 4, "c1": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, E_c0, E_n2, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf5: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t3, 0.0), axis=1, keep_dims=True)
    tl.store(buf5_ptr + offs_c0[:, None] * buf5_s0, t4, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf12_ptr, buf12_s0, buf12_s1, E_c0, E_n2, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf12: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t9 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t10 = (t9) * (t9)
    t11 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t10, 0.0), axis=1, keep_dims=True)
    tl.store(buf12_ptr + offs_c0[:, None] * buf12_s0, t11, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_2(buf12_ptr, buf12_s0, buf12_s1, buf5_ptr, buf5_s0, buf5_s1, buf21_ptr, buf21_s0, buf21_s1, E_c0, T_c0: tl.constexpr):
    # writes buf21: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    t13 = tl.load(buf12_ptr + offs_c0[:, None] * buf12_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t14 = tl.load(buf5_ptr + offs_c0[:, None] * buf5_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t15 = (t14) * (2.0)
    t16 = (t14) * (1.0)
    t17 = t15 - (t16)
    t18 = (t14) * (0.015625)
    t19 = (t17) * (t18)
    t20 = t13 - (t19)
    tl.store(buf21_ptr + offs_c0[:, None] * buf21_s0, t20, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, buf21_ptr, buf21_s0, buf21_s1, m27_ptr, m27_s0, m27_s1, m31_ptr, m31_s0, m31_s1, m35_ptr, m35_s0, m35_s1, buf41_ptr, buf41_s0, buf41_s1, E_c1, E_n0, E_n1, DOT_38: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf41: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t6 = tl.load(buf5_ptr + offs_n1[:, None] * buf5_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t7 = (t6) * (0.015625)
    t22 = tl.load(buf21_ptr + offs_n1[:, None] * buf21_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t23 = (t22) * (0.015625)
    t24 = t23 + 1e-05
    t25 = tl.rsqrt(t24)
    acc40 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t8 = t2 - (t7)
        t26 = (t8) * (t25)
        t29 = tl.load(m27_ptr + offs_c1[None, :] * m27_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t30 = (t26) * (t29)
        t33 = tl.load(m31_ptr + offs_c1[None, :] * m31_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t34 = t30 + t33
        t37 = tl.load(m35_ptr + offs_c1[:, None] * m35_s0 + offs_n0[None, :] * m35_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_38:
            t39 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t34, 0.0), tl.where((offs_c1 < E_c1)[:, None], t37, 0.0), input_precision="ieee")
        else:
            t39 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t37, 0.0), 0), axis=1)
        acc40 = acc40 + t39
    tl.store(buf41_ptr + offs_n1[:, None] * buf41_s0 + offs_n0[None, :] * buf41_s1, acc40, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_4(buf41_ptr, buf41_s0, buf41_s1, m43_ptr, m43_s0, m43_s1, buf47_ptr, buf47_s0, buf47_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf47: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t42 = tl.load(buf41_ptr + offs_c0[:, None] * buf41_s0 + offs_n0[None, :] * buf41_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t45 = tl.load(m43_ptr + offs_n0[None, :] * m43_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t46 = t42 + t45
    tl.store(buf47_ptr + offs_c0[:, None] * buf47_s0 + offs_n0[None, :] * buf47_s1, t46, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), E_c0=8, E_n2=64, F_n2=_pow2(64), T_c0=T['c0'])
    buf12 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), E_c0=8, E_n2=64, F_n2=_pow2(64), T_c0=T['c0'])
    buf21 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), E_c0=8, T_c0=T['c0'])
    m28 = inputs['w_ln']
    m27 = m28.reshape([1, 64])
    m32 = inputs['b_ln']
    m31 = m32.reshape([1, 64])
    m36 = inputs['w']
    m35 = m36.permute([1, 0])
    buf41 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), E_c1=64, E_n0=32, E_n1=8, DOT_38=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c1=T['c1'])
    m44 = inputs['bias']
    m43 = m44.reshape([1, 32])
    buf47 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    return buf47


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
