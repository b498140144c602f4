"""layernorm_gemm [small], candidate 36: 6 kernel(s)

Rendered by EqiForge from candidate 36 of layernorm_gemm [small]: grid(x.0@0) ; store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; store(w.1[64]) ; grid(x.0@0) loop(w.1[64]: sum, stored) ; grid(w.0@1)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid w.0@1[32]
    c1: grid x.0@0[8]
    c2: loop w.1[64]

Run it on its own: `python kernels/f36.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 4, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 8, "c2": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf5: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t3, 0.0), axis=1, keep_dims=True)
    tl.store(buf5_ptr + offs_c1[:, None] * buf5_s0, t4, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states16: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t13 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t14 = (t13) * (t13)
    t15 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t14, 0.0), axis=1, keep_dims=True)
    tl.store(states16_ptr + i_c1 * states16_s0 + i_c2 * states16_s1 + tl.arange(0, T_c1)[:, None] * states16_s2 + tl.zeros([T_c1, 1], tl.int32), t15)


@triton.jit
def kernel_2(states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, buf19_ptr, buf19_s0, buf19_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf19: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc18 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t17 = tl.load(states16_ptr + i_c1 * states16_s0 + i_c2 * states16_s1 + tl.arange(0, T_c1)[:, None] * states16_s2 + tl.zeros([T_c1, 1], tl.int32))
        acc18 = acc18 + t17
    tl.store(buf19_ptr + offs_c1[:, None] * buf19_s0, acc18, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, m9_ptr, m9_s0, m9_s1, buf19_ptr, buf19_s0, buf19_s1, m30_ptr, m30_s0, m30_s1, m34_ptr, m34_s0, m34_s1, states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, E_c1, E_c2, E_n2, DOT_37: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states39: Collect over loop w.1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t6 = tl.load(buf5_ptr + offs_c1[:, None] * buf5_s0, mask=(offs_c1 < E_c1)[:, None], other=0).to(tl.float32)
    t7 = (t6) * (0.015625)
    t8 = t2 - (t7)
    t11 = tl.load(m9_ptr + offs_c2[None, :] * m9_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t12 = (t8) * (t11)
    t20 = tl.load(buf19_ptr + offs_c1[:, None] * buf19_s0, mask=(offs_c1 < E_c1)[:, None], other=0).to(tl.float32)
    t21 = (t6) * (2.0)
    t22 = (t6) * (1.0)
    t23 = t21 - (t22)
    t24 = (t23) * (t7)
    t25 = t20 - (t24)
    t26 = t25 + 0.00064
    t27 = (t26) * (0.015625)
    t28 = tl.rsqrt(t27)
    t29 = (t12) * (t28)
    t32 = tl.load(m30_ptr + offs_c2[None, :] * m30_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t33 = t29 + t32
    t36 = tl.load(m34_ptr + offs_c2[:, None] * m34_s0 + offs_n2[None, :] * m34_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_37:
        t38 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t33, 0.0), tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), input_precision="ieee")
    else:
        t38 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t33, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), 0), axis=1)
    tl.store(states39_ptr + i_c1 * states39_s0 + i_c2 * states39_s1 + tl.arange(0, T_c1)[:, None] * states39_s2 + tl.arange(0, F_n2)[None, :] * states39_s3 + tl.zeros([T_c1, F_n2], tl.int32), t38)


@triton.jit
def kernel_4(states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, buf42_ptr, buf42_s0, buf42_s1, E_c1, E_c2, E_n2, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf42: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc41 = tl.full([T_c1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t40 = tl.load(states39_ptr + i_c1 * states39_s0 + i_c2 * states39_s1 + tl.arange(0, T_c1)[:, None] * states39_s2 + tl.arange(0, F_n2)[None, :] * states39_s3 + tl.zeros([T_c1, F_n2], tl.int32))
        acc41 = acc41 + t40
    tl.store(buf42_ptr + offs_c1[:, None] * buf42_s0 + offs_n2[None, :] * buf42_s1, acc41, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_5(buf42_ptr, buf42_s0, buf42_s1, m44_ptr, m44_s0, m44_s1, buf48_ptr, buf48_s0, buf48_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf48: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t43 = tl.load(buf42_ptr + offs_n0[:, None] * buf42_s0 + offs_c0[None, :] * buf42_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t46 = tl.load(m44_ptr + offs_c0[None, :] * m44_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t47 = t43 + t46
    tl.store(buf48_ptr + offs_n0[:, None] * buf48_s0 + offs_c0[None, :] * buf48_s1, t47, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    kernel_0[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    m10 = inputs['w_ln']
    m9 = m10.reshape([1, 64])
    states16 = torch.full([_cdiv(8, T['c1']), _cdiv(64, T['c2']), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), E_c1=8, E_c2=64, T_c1=T['c1'], T_c2=T['c2'])
    buf19 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']),)](states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), E_c1=8, E_c2=64, T_c1=T['c1'], T_c2=T['c2'])
    m31 = inputs['b_ln']
    m30 = m31.reshape([1, 64])
    m35 = inputs['w']
    m34 = m35.permute([1, 0])
    states39 = torch.full([_cdiv(8, T['c1']), _cdiv(64, T['c2']), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c1']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), E_c1=8, E_c2=64, E_n2=32, DOT_37=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf42 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c1']),)](states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), E_c1=8, E_c2=64, E_n2=32, F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    m45 = inputs['bias']
    m44 = m45.reshape([1, 32])
    buf48 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c0']),)](buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), E_c0=32, E_n0=8, F_n0=_pow2(8), T_c0=T['c0'])
    return buf48


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
