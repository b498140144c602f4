"""layernorm_gemm [small], candidate 22: 6 kernel(s)

Rendered by EqiForge from candidate 22 of layernorm_gemm [small]: store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; grid(x.0@0) ; grid(x.0@0) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w.1[64]

Run it on its own: `python kernels/f22.py` checks it once against PyTorch on random inputs.
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


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, states5_ptr, states5_s0, states5_s1, states5_s2, states5_s3, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states5: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t3, 0.0), axis=1, keep_dims=True)
    tl.store(states5_ptr + i_c0 * states5_s0 + i_c1 * states5_s1 + tl.arange(0, T_c0)[:, None] * states5_s2 + tl.zeros([T_c0, 1], tl.int32), t4)


@triton.jit
def kernel_1(states5_ptr, states5_s0, states5_s1, states5_s2, states5_s3, buf8_ptr, buf8_s0, buf8_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf8: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc7 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t6 = tl.load(states5_ptr + i_c0 * states5_s0 + i_c1 * states5_s1 + tl.arange(0, T_c0)[:, None] * states5_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc7 = acc7 + t6
    tl.store(buf8_ptr + offs_c0[:, None] * buf8_s0, acc7, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, states19_ptr, states19_s0, states19_s1, states19_s2, states19_s3, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states19: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t16 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t17 = (t16) * (t16)
    t18 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t17, 0.0), axis=1, keep_dims=True)
    tl.store(states19_ptr + i_c0 * states19_s0 + i_c1 * states19_s1 + tl.arange(0, T_c0)[:, None] * states19_s2 + tl.zeros([T_c0, 1], tl.int32), t18)


@triton.jit
def kernel_3(states19_ptr, states19_s0, states19_s1, states19_s2, states19_s3, buf22_ptr, buf22_s0, buf22_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf22: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc21 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t20 = tl.load(states19_ptr + i_c0 * states19_s0 + i_c1 * states19_s1 + tl.arange(0, T_c0)[:, None] * states19_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc21 = acc21 + t20
    tl.store(buf22_ptr + offs_c0[:, None] * buf22_s0, acc21, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_4(buf22_ptr, buf22_s0, buf22_s1, m1_ptr, m1_s0, m1_s1, buf32_ptr, buf32_s0, buf32_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf32: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t23 = tl.load(buf22_ptr + offs_c0[:, None] * buf22_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t24 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t25 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t24, 0.0), axis=1, keep_dims=True)
    t26 = (t25) * (2.0)
    t27 = (t25) * (1.0)
    t28 = t26 - (t27)
    t29 = (t25) * (0.015625)
    t30 = (t28) * (t29)
    t31 = t23 - (t30)
    tl.store(buf32_ptr + offs_c0[:, None] * buf32_s0, t31, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, buf8_ptr, buf8_s0, buf8_s1, m12_ptr, m12_s0, m12_s1, buf32_ptr, buf32_s0, buf32_s1, m38_ptr, m38_s0, m38_s1, m42_ptr, m42_s0, m42_s1, m47_ptr, m47_s0, m47_s1, buf51_ptr, buf51_s0, buf51_s1, E_c0, E_n0, E_n1, DOT_45: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf51: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t9 = tl.load(buf8_ptr + offs_c0[:, None] * buf8_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t10 = (t9) * (0.015625)
    t11 = t2 - (t10)
    t14 = tl.load(m12_ptr + offs_n0[None, :] * m12_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t15 = (t11) * (t14)
    t33 = tl.load(buf32_ptr + offs_c0[:, None] * buf32_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t34 = t33 + 0.00064
    t35 = (t34) * (0.015625)
    t36 = tl.rsqrt(t35)
    t37 = (t15) * (t36)
    t40 = tl.load(m38_ptr + offs_n0[None, :] * m38_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t41 = t37 + t40
    t44 = tl.load(m42_ptr + offs_n0[:, None] * m42_s0 + offs_n1[None, :] * m42_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_45:
        t46 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t41, 0.0), tl.where((offs_n0 < E_n0)[:, None], t44, 0.0), input_precision="ieee")
    else:
        t46 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t41, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t44, 0.0), 0), axis=1)
    t49 = tl.load(m47_ptr + offs_n1[None, :] * m47_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t50 = t46 + t49
    tl.store(buf51_ptr + offs_c0[:, None] * buf51_s0 + offs_n1[None, :] * buf51_s1, t50, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    states5 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c1']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states5_ptr=states5, states5_s0=states5.stride(0), states5_s1=states5.stride(1), states5_s2=states5.stride(2), states5_s3=states5.stride(3), E_c0=8, E_c1=64, T_c0=T['c0'], T_c1=T['c1'])
    buf8 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](states5_ptr=states5, states5_s0=states5.stride(0), states5_s1=states5.stride(1), states5_s2=states5.stride(2), states5_s3=states5.stride(3), buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), E_c0=8, E_c1=64, T_c0=T['c0'], T_c1=T['c1'])
    m13 = inputs['w_ln']
    m12 = m13.reshape([1, 64])
    states19 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c1']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states19_ptr=states19, states19_s0=states19.stride(0), states19_s1=states19.stride(1), states19_s2=states19.stride(2), states19_s3=states19.stride(3), E_c0=8, E_c1=64, T_c0=T['c0'], T_c1=T['c1'])
    buf22 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](states19_ptr=states19, states19_s0=states19.stride(0), states19_s1=states19.stride(1), states19_s2=states19.stride(2), states19_s3=states19.stride(3), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), E_c0=8, E_c1=64, T_c0=T['c0'], T_c1=T['c1'])
    buf32 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    m39 = inputs['b_ln']
    m38 = m39.reshape([1, 64])
    m43 = inputs['w']
    m42 = m43.permute([1, 0])
    m48 = inputs['bias']
    m47 = m48.reshape([1, 32])
    buf51 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), E_c0=8, E_n0=64, E_n1=32, DOT_45=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'])
    return buf51


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
