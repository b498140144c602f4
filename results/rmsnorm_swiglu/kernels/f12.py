"""rmsnorm_swiglu [small], candidate 12: 5 kernel(s)

Rendered by EqiForge from candidate 12 of rmsnorm_swiglu [small]: grid(x.0@0) loop(x.1[32]: sum) [1 mm] ; grid(x.0@0) ; grid(x.0@0) ; store(x.1[32]) ; grid(w_down.0@1) loop(x.1[32]: pair(sum, sum), stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid w_down.0@1[32]
    c1: grid x.0@0[8]
    c2: loop x.1[32]

Run it on its own: `python kernels/f12.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 4, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m14_ptr, m14_s0, m14_s1, buf19_ptr, buf19_s0, buf19_s1, E_c1, E_c2, E_n1, E_n2, DOT_17: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf19: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    acc10 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t7 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t8 = (t7) * (t7)
        t9 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), axis=1, keep_dims=True)
        acc10 = acc10 + t9
    t11 = acc10 + 0.00032
    t12 = tl.rsqrt(t11)
    t13 = (t6) * (t12)
    t16 = tl.load(m14_ptr + offs_n2[:, None] * m14_s0 + offs_n1[None, :] * m14_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_17:
        t18 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t13, 0.0), tl.where((offs_n2 < E_n2)[:, None], t16, 0.0), input_precision="ieee")
    else:
        t18 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t16, 0.0), 0), axis=1)
    tl.store(buf19_ptr + offs_c1[:, None] * buf19_s0 + offs_n1[None, :] * buf19_s1, t18, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(buf19_ptr, buf19_s0, buf19_s1, buf22_ptr, buf22_s0, buf22_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf22: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t20 = tl.load(buf19_ptr + offs_c1[:, None] * buf19_s0 + offs_n1[None, :] * buf19_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t21 = (t20) * (5.656854249492381)
    tl.store(buf22_ptr + offs_c1[:, None] * buf22_s0 + offs_n1[None, :] * buf22_s1, t21, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(buf22_ptr, buf22_s0, buf22_s1, buf26_ptr, buf26_s0, buf26_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf26: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t24 = tl.load(buf22_ptr + offs_c1[:, None] * buf22_s0 + offs_n1[None, :] * buf22_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t25 = (t24) * (0.5)
    tl.store(buf26_ptr + offs_c1[:, None] * buf26_s0 + offs_n1[None, :] * buf26_s1, t25, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m41_ptr, m41_s0, m41_s1, m14_ptr, m14_s0, m14_s1, states49_ptr, states49_s0, states49_s1, states49_s2, states50_ptr, states50_s0, states50_s1, states50_s2, E_c2, E_n0, E_n1, E_n2, DOT_44: tl.constexpr, DOT_47: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # stores states49, states50: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t32 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t33 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t34 = (t32) * (t33)
    t35 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t36 = (t35) * (t35)
    t37 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t36, 0.0), axis=1, keep_dims=True)
    t38 = t37 + 0.00032
    t39 = tl.rsqrt(t38)
    t40 = (t34) * (t39)
    t43 = tl.load(m41_ptr + offs_c2[:, None] * m41_s0 + offs_n1[None, :] * m41_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_44:
        t45 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t40, 0.0), tl.where((offs_c2 < E_c2)[:, None], t43, 0.0), input_precision="ieee")
    else:
        t45 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t40, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t43, 0.0), 0), axis=1)
    t46 = tl.load(m14_ptr + offs_c2[:, None] * m14_s0 + offs_n1[None, :] * m14_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_47:
        t48 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t40, 0.0), tl.where((offs_c2 < E_c2)[:, None], t46, 0.0), input_precision="ieee")
    else:
        t48 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t40, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t46, 0.0), 0), axis=1)
    tl.store(states49_ptr + i_c2 * states49_s0 + tl.arange(0, F_n0)[:, None] * states49_s1 + tl.arange(0, F_n1)[None, :] * states49_s2 + tl.zeros([F_n0, F_n1], tl.int32), t45)
    tl.store(states50_ptr + i_c2 * states50_s0 + tl.arange(0, F_n0)[:, None] * states50_s1 + tl.arange(0, F_n1)[None, :] * states50_s2 + tl.zeros([F_n0, F_n1], tl.int32), t48)


@triton.jit
def kernel_4(buf22_ptr, buf22_s0, buf22_s1, buf26_ptr, buf26_s0, buf26_s1, states49_ptr, states49_s0, states49_s1, states49_s2, states50_ptr, states50_s0, states50_s1, states50_s2, m57_ptr, m57_s0, m57_s1, buf62_ptr, buf62_s0, buf62_s1, E_c0, E_c2, E_n0, E_n1, DOT_60: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf62: Combine over grid w_down.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t23 = tl.load(buf22_ptr + offs_n0[:, None] * buf22_s0 + offs_n1[None, :] * buf22_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t27 = tl.load(buf26_ptr + offs_n0[:, None] * buf26_s0 + offs_n1[None, :] * buf26_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t28 = 2.0 / (1.0 + tl.exp(-2.0 * (t27))) - 1.0
    t29 = t28 + 1.0
    t30 = (t29) * (0.5)
    t31 = (t23) * (t30)
    acc53 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    acc54 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t51 = tl.load(states49_ptr + i_c2 * states49_s0 + tl.arange(0, F_n0)[:, None] * states49_s1 + tl.arange(0, F_n1)[None, :] * states49_s2 + tl.zeros([F_n0, F_n1], tl.int32))
        t52 = tl.load(states50_ptr + i_c2 * states50_s0 + tl.arange(0, F_n0)[:, None] * states50_s1 + tl.arange(0, F_n1)[None, :] * states50_s2 + tl.zeros([F_n0, F_n1], tl.int32))
        acc53 = acc53 + t51
        acc54 = acc54 + t52
    t55 = (acc53) * (5.656854249492381)
    t56 = (t31) * (t55)
    t59 = tl.load(m57_ptr + offs_n1[:, None] * m57_s0 + offs_c0[None, :] * m57_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_60:
        t61 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t56, 0.0), tl.where((offs_n1 < E_n1)[:, None], t59, 0.0), input_precision="ieee")
    else:
        t61 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t56, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t59, 0.0), 0), axis=1)
    tl.store(buf62_ptr + offs_n0[:, None] * buf62_s0 + offs_c0[None, :] * buf62_s1, t61, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m15 = inputs['w_gate']
    m14 = m15.permute([1, 0])
    buf19 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), E_c1=8, E_c2=32, E_n1=64, E_n2=32, DOT_17=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf22 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    buf26 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']),)](buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), E_c1=8, E_n1=64, F_n1=_pow2(64), T_c1=T['c1'])
    m42 = inputs['w_up']
    m41 = m42.permute([1, 0])
    states49 = torch.full([_cdiv(32, T['c2']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states50 = torch.full([_cdiv(32, T['c2']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), states49_ptr=states49, states49_s0=states49.stride(0), states49_s1=states49.stride(1), states49_s2=states49.stride(2), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), E_c2=32, E_n0=8, E_n1=64, E_n2=32, DOT_44=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_47=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), F_n2=_pow2(32), T_c2=T['c2'])
    m58 = inputs['w_down']
    m57 = m58.permute([1, 0])
    buf62 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), states49_ptr=states49, states49_s0=states49.stride(0), states49_s1=states49.stride(1), states49_s2=states49.stride(2), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), E_c0=32, E_c2=32, E_n0=8, E_n1=64, DOT_60=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    return buf62


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
