"""layernorm_gemm [small], candidate 30: 6 kernel(s)

Rendered by EqiForge from candidate 30 of layernorm_gemm [small]: store(w.1[64]) ; store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; grid(x.0@0) ; grid(x.0@0) ; grid(w.0@1) loop(w.1[64]: sum, stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid w.0@1[32]
    c1: loop w.1[64]
    c2: grid x.0@0[8]

Run it on its own: `python kernels/f30.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, states5_ptr, states5_s0, states5_s1, states5_s2, E_c1, E_n0, F_n0: tl.constexpr, T_c1: tl.constexpr):
    # stores states5: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t3, 0.0), axis=1, keep_dims=True)
    tl.store(states5_ptr + i_c1 * states5_s0 + tl.arange(0, F_n0)[:, None] * states5_s1 + tl.zeros([F_n0, 1], tl.int32), t4)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, states13_ptr, states13_s0, states13_s1, states13_s2, states13_s3, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states13: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t10 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t11 = (t10) * (t10)
    t12 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t11, 0.0), axis=1, keep_dims=True)
    tl.store(states13_ptr + i_c2 * states13_s0 + i_c1 * states13_s1 + tl.arange(0, T_c2)[:, None] * states13_s2 + tl.zeros([T_c2, 1], tl.int32), t12)


@triton.jit
def kernel_2(states13_ptr, states13_s0, states13_s1, states13_s2, states13_s3, buf16_ptr, buf16_s0, buf16_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf16: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    acc15 = tl.full([T_c2, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t14 = tl.load(states13_ptr + i_c2 * states13_s0 + i_c1 * states13_s1 + tl.arange(0, T_c2)[:, None] * states13_s2 + tl.zeros([T_c2, 1], tl.int32))
        acc15 = acc15 + t14
    tl.store(buf16_ptr + offs_c2[:, None] * buf16_s0, acc15, mask=(offs_c2 < E_c2)[:, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, buf20_ptr, buf20_s0, buf20_s1, E_c2, E_n1, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf20: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t18 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t19 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t18, 0.0), axis=1, keep_dims=True)
    tl.store(buf20_ptr + offs_c2[:, None] * buf20_s0, t19, mask=(offs_c2 < E_c2)[:, None])


@triton.jit
def kernel_4(buf16_ptr, buf16_s0, buf16_s1, buf20_ptr, buf20_s0, buf20_s1, buf28_ptr, buf28_s0, buf28_s1, E_c2, T_c2: tl.constexpr):
    # writes buf28: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t17 = tl.load(buf16_ptr + offs_c2[:, None] * buf16_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
    t21 = tl.load(buf20_ptr + offs_c2[:, None] * buf20_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
    t22 = (t21) * (2.0)
    t23 = (t21) * (1.0)
    t24 = t22 - (t23)
    t25 = (t21) * (0.015625)
    t26 = (t24) * (t25)
    t27 = t17 - (t26)
    tl.store(buf28_ptr + offs_c2[:, None] * buf28_s0, t27, mask=(offs_c2 < E_c2)[:, None])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, states5_ptr, states5_s0, states5_s1, states5_s2, buf28_ptr, buf28_s0, buf28_s1, m34_ptr, m34_s0, m34_s1, m38_ptr, m38_s0, m38_s1, m42_ptr, m42_s0, m42_s1, m47_ptr, m47_s0, m47_s1, buf51_ptr, buf51_s0, buf51_s1, E_c0, E_c1, E_n0, E_n1, DOT_45: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf51: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    acc7 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t6 = tl.load(states5_ptr + i_c1 * states5_s0 + tl.arange(0, F_n0)[:, None] * states5_s1 + tl.zeros([F_n0, 1], tl.int32))
        acc7 = acc7 + t6
    t8 = (acc7) * (0.015625)
    t9 = t2 - (t8)
    t29 = tl.load(buf28_ptr + offs_n0[:, None] * buf28_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t30 = (t29) * (0.015625)
    t31 = t30 + 1e-05
    t32 = tl.rsqrt(t31)
    t33 = (t9) * (t32)
    t36 = tl.load(m34_ptr + offs_n1[None, :] * m34_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t37 = (t33) * (t36)
    t40 = tl.load(m38_ptr + offs_n1[None, :] * m38_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t41 = t37 + t40
    t44 = tl.load(m42_ptr + offs_n1[:, None] * m42_s0 + offs_c0[None, :] * m42_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_45:
        t46 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t41, 0.0), tl.where((offs_n1 < E_n1)[:, None], t44, 0.0), input_precision="ieee")
    else:
        t46 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t41, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t44, 0.0), 0), axis=1)
    t49 = tl.load(m47_ptr + offs_c0[None, :] * m47_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t50 = t46 + t49
    tl.store(buf51_ptr + offs_n0[:, None] * buf51_s0 + offs_c0[None, :] * buf51_s1, t50, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    states5 = torch.full([_cdiv(64, T['c1']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states5_ptr=states5, states5_s0=states5.stride(0), states5_s1=states5.stride(1), states5_s2=states5.stride(2), E_c1=64, E_n0=8, F_n0=_pow2(8), T_c1=T['c1'])
    states13 = torch.full([_cdiv(8, T['c2']), _cdiv(64, T['c1']), T['c2'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c2']) * _cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), states13_s3=states13.stride(3), E_c1=64, E_c2=8, T_c1=T['c1'], T_c2=T['c2'])
    buf16 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c2']),)](states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), states13_s3=states13.stride(3), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), E_c1=64, E_c2=8, T_c1=T['c1'], T_c2=T['c2'])
    buf20 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), E_c2=8, E_n1=64, F_n1=_pow2(64), T_c2=T['c2'])
    buf28 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c2']),)](buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), E_c2=8, T_c2=T['c2'])
    m35 = inputs['w_ln']
    m34 = m35.reshape([1, 64])
    m39 = inputs['b_ln']
    m38 = m39.reshape([1, 64])
    m43 = inputs['w']
    m42 = m43.permute([1, 0])
    m48 = inputs['bias']
    m47 = m48.reshape([1, 32])
    buf51 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states5_ptr=states5, states5_s0=states5.stride(0), states5_s1=states5.stride(1), states5_s2=states5.stride(2), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), E_c0=32, E_c1=64, E_n0=8, E_n1=64, DOT_45=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf51


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
