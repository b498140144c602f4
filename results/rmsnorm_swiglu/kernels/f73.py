"""rmsnorm_swiglu [small], candidate 73: 3 kernel(s)

Rendered by EqiForge from candidate 73 of rmsnorm_swiglu [small]: store(w_up.0[64]) loop(x.1[32]: sum) loop(x.1[32]: sum) ; store(w_up.0[64]) ; grid(x.0@0) loop(w_up.0[64]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w_up.0[64]
    c2: loop x.1[32]

Run it on its own: `python kernels/f73.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 64, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, m28_ptr, m28_s0, m28_s1, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, E_c0, E_c1, E_c2, E_n0, DOT_10: tl.constexpr, DOT_31: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states36: Collect over loop w_up.0[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc12 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t6 = (t2) * (t5)
        t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
        acc12 = acc12 + t11
    t13 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t14 = (t13) * (t13)
    t15 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t14, 0.0), axis=1, keep_dims=True)
    t16 = t15 + 0.00032
    t17 = tl.rsqrt(t16)
    t18 = (acc12) * (t17)
    t19 = (t15) * (0.03125)
    t20 = t19 + 1e-05
    t21 = tl.rsqrt(t20)
    t22 = (acc12) * (t21)
    t23 = 1.0 / (1.0 + tl.exp(-(t22)))
    t24 = (t18) * (t23)
    acc33 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t25 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t26 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t27 = (t25) * (t26)
        t30 = tl.load(m28_ptr + offs_c2[:, None] * m28_s0 + offs_c1[None, :] * m28_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_31:
            t32 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), tl.where((offs_c2 < E_c2)[:, None], t30, 0.0), input_precision="ieee")
        else:
            t32 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t30, 0.0), 0), axis=1)
        acc33 = acc33 + t32
    t34 = (acc33) * (t17)
    t35 = (t24) * (t34)
    tl.store(states36_ptr + i_c0 * states36_s0 + i_c1 * states36_s1 + tl.arange(0, T_c0)[:, None] * states36_s2 + tl.arange(0, T_c1)[None, :] * states36_s3 + tl.zeros([T_c0, T_c1], tl.int32), t35)


@triton.jit
def kernel_1(states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, m38_ptr, m38_s0, m38_s1, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, E_c0, E_c1, E_n0, DOT_41: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states43: Collect over loop w_up.0[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t37 = tl.load(states36_ptr + i_c0 * states36_s0 + i_c1 * states36_s1 + tl.arange(0, T_c0)[:, None] * states36_s2 + tl.arange(0, T_c1)[None, :] * states36_s3 + tl.zeros([T_c0, T_c1], tl.int32))
    t40 = tl.load(m38_ptr + offs_c1[:, None] * m38_s0 + offs_n0[None, :] * m38_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_41:
        t42 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t37, 0.0), tl.where((offs_c1 < E_c1)[:, None], t40, 0.0), input_precision="ieee")
    else:
        t42 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t40, 0.0), 0), axis=1)
    tl.store(states43_ptr + i_c0 * states43_s0 + i_c1 * states43_s1 + tl.arange(0, T_c0)[:, None] * states43_s2 + tl.arange(0, F_n0)[None, :] * states43_s3 + tl.zeros([T_c0, F_n0], tl.int32), t42)


@triton.jit
def kernel_2(states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, buf47_ptr, buf47_s0, buf47_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf47: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc45 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t44 = tl.load(states43_ptr + i_c0 * states43_s0 + i_c1 * states43_s1 + tl.arange(0, T_c0)[:, None] * states43_s2 + tl.arange(0, F_n0)[None, :] * states43_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc45 = acc45 + t44
    t46 = (acc45) * (32.00000000000001)
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
    m4 = inputs['w_norm']
    m3 = m4.reshape([1, 32])
    m8 = inputs['w_gate']
    m7 = m8.permute([1, 0])
    m29 = inputs['w_up']
    m28 = m29.permute([1, 0])
    states36 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c1']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), E_c0=8, E_c1=64, E_c2=32, E_n0=32, DOT_10=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_31=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m39 = inputs['w_down']
    m38 = m39.permute([1, 0])
    states43 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c1']), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(64, T['c1']),)](states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), E_c0=8, E_c1=64, E_n0=32, DOT_41=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    buf47 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), E_c0=8, E_c1=64, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf47


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
