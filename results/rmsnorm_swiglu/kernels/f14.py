"""rmsnorm_swiglu [small], candidate 14: 5 kernel(s)

Rendered by EqiForge from candidate 14 of rmsnorm_swiglu [small]: store(x.1[32]) ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; grid(x.0@0) ; grid() loop(w_up.0[64]: sum)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: grid x.0@0[8]
    c2: loop x.1[32]

Run it on its own: `python kernels/f14.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 4, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states13_ptr, states13_s0, states13_s1, states13_s2, states13_s3, E_c1, E_c2, E_n2, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states13: Collect over loop x.1[32]
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
    t5 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t7 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t8 = (t7) * (t7)
    t9 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t8, 0.0), axis=1, keep_dims=True)
    t10 = t9 + 0.00032
    t11 = tl.rsqrt(t10)
    t12 = (t6) * (t11)
    tl.store(states13_ptr + i_c1 * states13_s0 + i_c2 * states13_s1 + tl.arange(0, T_c1)[:, None] * states13_s2 + tl.arange(0, T_c2)[None, :] * states13_s3 + tl.zeros([T_c1, T_c2], tl.int32), t12)


@triton.jit
def kernel_1(states13_ptr, states13_s0, states13_s1, states13_s2, states13_s3, m15_ptr, m15_s0, m15_s1, states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, E_c1, E_c2, E_n1, DOT_18: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states20: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t14 = tl.load(states13_ptr + i_c1 * states13_s0 + i_c2 * states13_s1 + tl.arange(0, T_c1)[:, None] * states13_s2 + tl.arange(0, T_c2)[None, :] * states13_s3 + tl.zeros([T_c1, T_c2], tl.int32))
    t17 = tl.load(m15_ptr + offs_c2[:, None] * m15_s0 + offs_n1[None, :] * m15_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_18:
        t19 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t14, 0.0), tl.where((offs_c2 < E_c2)[:, None], t17, 0.0), input_precision="ieee")
    else:
        t19 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t14, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t17, 0.0), 0), axis=1)
    tl.store(states20_ptr + i_c1 * states20_s0 + i_c2 * states20_s1 + tl.arange(0, T_c1)[:, None] * states20_s2 + tl.arange(0, F_n1)[None, :] * states20_s3 + tl.zeros([T_c1, F_n1], tl.int32), t19)


@triton.jit
def kernel_2(states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, buf23_ptr, buf23_s0, buf23_s1, E_c1, E_c2, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf23: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc22 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t21 = tl.load(states20_ptr + i_c1 * states20_s0 + i_c2 * states20_s1 + tl.arange(0, T_c1)[:, None] * states20_s2 + tl.arange(0, F_n1)[None, :] * states20_s3 + tl.zeros([T_c1, F_n1], tl.int32))
        acc22 = acc22 + t21
    tl.store(buf23_ptr + offs_c1[:, None] * buf23_s0 + offs_n1[None, :] * buf23_s1, acc22, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_3(buf23_ptr, buf23_s0, buf23_s1, buf26_ptr, buf26_s0, buf26_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf26: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t24 = tl.load(buf23_ptr + offs_c1[:, None] * buf23_s0 + offs_n1[None, :] * buf23_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t25 = (t24) * (5.656854249492381)
    tl.store(buf26_ptr + offs_c1[:, None] * buf26_s0 + offs_n1[None, :] * buf26_s1, t25, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_4(buf26_ptr, buf26_s0, buf26_s1, m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m36_ptr, m36_s0, m36_s1, m45_ptr, m45_s0, m45_s1, buf51_ptr, buf51_s0, buf51_s1, E_c0, E_n0, E_n2, DOT_39: tl.constexpr, DOT_48: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf51: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t28 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t29 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t30 = (t28) * (t29)
    t31 = (t28) * (t28)
    t32 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t31, 0.0), axis=1, keep_dims=True)
    t33 = t32 + 0.00032
    t34 = tl.rsqrt(t33)
    t35 = (t30) * (t34)
    acc50 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t27 = tl.load(buf26_ptr + offs_n0[:, None] * buf26_s0 + offs_c0[None, :] * buf26_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t38 = tl.load(m36_ptr + offs_n2[:, None] * m36_s0 + offs_c0[None, :] * m36_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_39:
            t40 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t35, 0.0), tl.where((offs_n2 < E_n2)[:, None], t38, 0.0), input_precision="ieee")
        else:
            t40 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t38, 0.0), 0), axis=1)
        t41 = (t40) * (5.656854249492381)
        t42 = 1.0 / (1.0 + tl.exp(-(t41)))
        t43 = (t42) * (t41)
        t44 = (t27) * (t43)
        t47 = tl.load(m45_ptr + offs_c0[:, None] * m45_s0 + offs_n2[None, :] * m45_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_48:
            t49 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t44, 0.0), tl.where((offs_c0 < E_c0)[:, None], t47, 0.0), input_precision="ieee")
        else:
            t49 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t44, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t47, 0.0), 0), axis=1)
        acc50 = acc50 + t49
    tl.store(buf51_ptr + offs_n0[:, None] * buf51_s0 + offs_n2[None, :] * buf51_s1, acc50, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])


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
    states13 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), states13_s3=states13.stride(3), E_c1=8, E_c2=32, E_n2=32, F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    m16 = inputs['w_up']
    m15 = m16.permute([1, 0])
    states20 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](states13_ptr=states13, states13_s0=states13.stride(0), states13_s1=states13.stride(1), states13_s2=states13.stride(2), states13_s3=states13.stride(3), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), E_c1=8, E_c2=32, E_n1=64, DOT_18=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf23 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']),)](states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), E_c1=8, E_c2=32, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf26 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c1']),)](buf23_ptr=buf23, buf23_s0=buf23.stride(0), buf23_s1=buf23.stride(1), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    m37 = inputs['w_gate']
    m36 = m37.permute([1, 0])
    m46 = inputs['w_down']
    m45 = m46.permute([1, 0])
    buf51 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), E_c0=64, E_n0=8, E_n2=32, DOT_39=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c0']) >= 16, DOT_48=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c0=T['c0'])
    return buf51


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
