"""rmsnorm_mlp [small], candidate 15: 4 kernel(s)

Rendered by EqiForge from candidate 15 of rmsnorm_mlp [small]: store(x.1[32]) ; grid() loop(x.1[32]: pair(sum, sum), stored) ; grid(x.0@0) loop(x.1[32]: sum) [1 mm] ; grid(w1.1@1)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid w1.1@1[64]
    c1: loop x.1[32]
    c2: grid x.0@0[8]

Run it on its own: `python kernels/f15.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_mlp.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 16, "c2": 4}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m9_ptr, m9_s0, m9_s1, m13_ptr, m13_s0, m13_s1, m17_ptr, m17_s0, m17_s1, states21_ptr, states21_s0, states21_s1, states21_s2, states22_ptr, states22_s0, states22_s1, states22_s2, E_c1, E_n0, E_n1, E_n2, DOT_15: tl.constexpr, DOT_19: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # stores states21, states22: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t3 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t4 = (t3) * (t3)
    t5 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t4, 0.0), axis=1, keep_dims=True)
    t6 = t5 + 3.2e-05
    t7 = tl.rsqrt(t6)
    t8 = (t2) * (t7)
    t11 = tl.load(m9_ptr + offs_c1[None, :] * m9_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t12 = (t8) * (t11)
    t14 = tl.load(m13_ptr + offs_c1[:, None] * m13_s0 + offs_n2[None, :] * m13_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_15:
        t16 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), tl.where((offs_c1 < E_c1)[:, None], t14, 0.0), input_precision="ieee")
    else:
        t16 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t14, 0.0), 0), axis=1)
    t18 = tl.load(m17_ptr + offs_c1[:, None] * m17_s0 + offs_n2[None, :] * m17_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_19:
        t20 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), tl.where((offs_c1 < E_c1)[:, None], t18, 0.0), input_precision="ieee")
    else:
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t18, 0.0), 0), axis=1)
    tl.store(states21_ptr + i_c1 * states21_s0 + tl.arange(0, F_n0)[:, None] * states21_s1 + tl.arange(0, F_n2)[None, :] * states21_s2 + tl.zeros([F_n0, F_n2], tl.int32), t16)
    tl.store(states22_ptr + i_c1 * states22_s0 + tl.arange(0, F_n0)[:, None] * states22_s1 + tl.arange(0, F_n2)[None, :] * states22_s2 + tl.zeros([F_n0, F_n2], tl.int32), t20)


@triton.jit
def kernel_1(states21_ptr, states21_s0, states21_s1, states21_s2, states22_ptr, states22_s0, states22_s1, states22_s2, buf27_ptr, buf27_s0, buf27_s1, buf28_ptr, buf28_s0, buf28_s1, E_c1, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf27, buf28: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc25 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    acc26 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t23 = tl.load(states21_ptr + i_c1 * states21_s0 + tl.arange(0, F_n0)[:, None] * states21_s1 + tl.arange(0, F_n2)[None, :] * states21_s2 + tl.zeros([F_n0, F_n2], tl.int32))
        t24 = tl.load(states22_ptr + i_c1 * states22_s0 + tl.arange(0, F_n0)[:, None] * states22_s1 + tl.arange(0, F_n2)[None, :] * states22_s2 + tl.zeros([F_n0, F_n2], tl.int32))
        acc25 = acc25 + t23
        acc26 = acc26 + t24
    tl.store(buf27_ptr + offs_n0[:, None] * buf27_s0 + offs_n2[None, :] * buf27_s1, acc25, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])
    tl.store(buf28_ptr + offs_n0[:, None] * buf28_s0 + offs_n2[None, :] * buf28_s1, acc26, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m9_ptr, m9_s0, m9_s1, m17_ptr, m17_s0, m17_s1, buf43_ptr, buf43_s0, buf43_s1, E_c1, E_c2, E_n1, E_n2, DOT_41: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf43: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t30 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t31 = tl.load(m9_ptr + offs_n1[None, :] * m9_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t32 = (t30) * (t31)
    acc36 = tl.full([T_c2, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t33 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t34 = (t33) * (t33)
        t35 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t34, 0.0), axis=1, keep_dims=True)
        acc36 = acc36 + t35
    t37 = acc36 + 3.2e-05
    t38 = tl.rsqrt(t37)
    t39 = (t32) * (t38)
    t40 = tl.load(m17_ptr + offs_n1[:, None] * m17_s0 + offs_n2[None, :] * m17_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_41:
        t42 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t39, 0.0), tl.where((offs_n1 < E_n1)[:, None], t40, 0.0), input_precision="ieee")
    else:
        t42 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t39, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t40, 0.0), 0), axis=1)
    tl.store(buf43_ptr + offs_c2[:, None] * buf43_s0 + offs_n2[None, :] * buf43_s1, t42, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_3(buf27_ptr, buf27_s0, buf27_s1, buf43_ptr, buf43_s0, buf43_s1, buf47_ptr, buf47_s0, buf47_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf47: Combine over grid w1.1@1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t29 = tl.load(buf27_ptr + offs_n0[:, None] * buf27_s0 + offs_c0[None, :] * buf27_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t44 = tl.load(buf43_ptr + offs_n0[:, None] * buf43_s0 + offs_c0[None, :] * buf43_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t45 = (t29) * (t44)
    t46 = (t45) * (32.00000000000001)
    tl.store(buf47_ptr + offs_n0[:, None] * buf47_s0 + offs_c0[None, :] * buf47_s1, t46, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m10 = inputs['w_norm']
    m9 = m10.reshape([1, 32])
    m13 = inputs['w2']
    m17 = inputs['w1']
    states21 = torch.full([_cdiv(32, T['c1']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states22 = torch.full([_cdiv(32, T['c1']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), E_c1=32, E_n0=8, E_n1=32, E_n2=64, DOT_15=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_19=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), F_n2=_pow2(64), T_c1=T['c1'])
    buf27 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    buf28 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), E_c1=32, E_n0=8, E_n2=64, F_n0=_pow2(8), F_n2=_pow2(64), T_c1=T['c1'])
    buf43 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c1=32, E_c2=8, E_n1=32, E_n2=64, DOT_41=(T['c2']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(32), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf47 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(64, T['c0']),)](buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), E_c0=64, E_n0=8, F_n0=_pow2(8), T_c0=T['c0'])
    return buf47


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
