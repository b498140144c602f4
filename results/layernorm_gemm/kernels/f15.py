"""layernorm_gemm [small], candidate 15: 5 kernel(s)

Rendered by EqiForge from candidate 15 of layernorm_gemm [small]: store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; grid(x.0@0) ; grid(w.0@1) [1 mm] ; grid(w.0@1, x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w.0@1[32]
    c2: loop w.1[64]

Run it on its own: `python kernels/f15.py` checks it once against PyTorch on random inputs.
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


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, states5_ptr, states5_s0, states5_s1, states5_s2, states5_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states5: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t3, 0.0), axis=1, keep_dims=True)
    tl.store(states5_ptr + i_c0 * states5_s0 + i_c2 * states5_s1 + tl.arange(0, T_c0)[:, None] * states5_s2 + tl.zeros([T_c0, 1], tl.int32), t4)


@triton.jit
def kernel_1(states5_ptr, states5_s0, states5_s1, states5_s2, states5_s3, buf8_ptr, buf8_s0, buf8_s1, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf8: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc7 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t6 = tl.load(states5_ptr + i_c0 * states5_s0 + i_c2 * states5_s1 + tl.arange(0, T_c0)[:, None] * states5_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc7 = acc7 + t6
    tl.store(buf8_ptr + offs_c0[:, None] * buf8_s0, acc7, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, buf8_ptr, buf8_s0, buf8_s1, buf22_ptr, buf22_s0, buf22_s1, E_c0, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf22: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t16 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t17 = tl.load(buf8_ptr + offs_c0[:, None] * buf8_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t18 = (t17) * (0.015625)
    t19 = t16 - (t18)
    t20 = (t19) * (t19)
    t21 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t20, 0.0), axis=1, keep_dims=True)
    tl.store(buf22_ptr + offs_c0[:, None] * buf22_s0, t21, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, buf8_ptr, buf8_s0, buf8_s1, m12_ptr, m12_s0, m12_s1, buf22_ptr, buf22_s0, buf22_s1, m28_ptr, m28_s0, m28_s1, m32_ptr, m32_s0, m32_s1, buf37_ptr, buf37_s0, buf37_s1, E_c1, E_n0, E_n1, DOT_35: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf37: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t9 = tl.load(buf8_ptr + offs_n0[:, None] * buf8_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t10 = (t9) * (0.015625)
    t11 = t2 - (t10)
    t14 = tl.load(m12_ptr + offs_n1[None, :] * m12_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t15 = (t11) * (t14)
    t23 = tl.load(buf22_ptr + offs_n0[:, None] * buf22_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t24 = (t23) * (0.015625)
    t25 = t24 + 1e-05
    t26 = tl.rsqrt(t25)
    t27 = (t15) * (t26)
    t30 = tl.load(m28_ptr + offs_n1[None, :] * m28_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t31 = t27 + t30
    t34 = tl.load(m32_ptr + offs_n1[:, None] * m32_s0 + offs_c1[None, :] * m32_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_35:
        t36 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t31, 0.0), tl.where((offs_n1 < E_n1)[:, None], t34, 0.0), input_precision="ieee")
    else:
        t36 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t34, 0.0), 0), axis=1)
    tl.store(buf37_ptr + offs_n0[:, None] * buf37_s0 + offs_c1[None, :] * buf37_s1, t36, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_4(buf37_ptr, buf37_s0, buf37_s1, m39_ptr, m39_s0, m39_s1, buf43_ptr, buf43_s0, buf43_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf43: Combine over grid x.0@0[8], grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t38 = tl.load(buf37_ptr + offs_c0[:, None] * buf37_s0 + offs_c1[None, :] * buf37_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
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
    states5 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states5_ptr=states5, states5_s0=states5.stride(0), states5_s1=states5.stride(1), states5_s2=states5.stride(2), states5_s3=states5.stride(3), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    buf8 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](states5_ptr=states5, states5_s0=states5.stride(0), states5_s1=states5.stride(1), states5_s2=states5.stride(2), states5_s3=states5.stride(3), buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), E_c0=8, E_c2=64, T_c0=T['c0'], T_c2=T['c2'])
    m13 = inputs['w_ln']
    m12 = m13.reshape([1, 64])
    buf22 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), E_c0=8, E_n1=64, F_n1=_pow2(64), T_c0=T['c0'])
    m29 = inputs['b_ln']
    m28 = m29.reshape([1, 64])
    m33 = inputs['w']
    m32 = m33.permute([1, 0])
    buf37 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), E_c1=32, E_n0=8, E_n1=64, DOT_35=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), T_c1=T['c1'])
    m40 = inputs['bias']
    m39 = m40.reshape([1, 32])
    buf43 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c0=8, E_c1=32, T_c0=T['c0'], T_c1=T['c1'])
    return buf43


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
