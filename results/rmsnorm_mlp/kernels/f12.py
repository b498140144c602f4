"""rmsnorm_mlp [small], candidate 12: 3 kernel(s)

Rendered by EqiForge from candidate 12 of rmsnorm_mlp [small]: store(x.1[32]) ; store(x.1[32]) ; grid(w1.1@1, x.0@0) loop(x.1[32]: pair(sum, sum), stored) loop(x.1[32]: pair(sum, sum), stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w1.1@1[64]
    c2: loop x.1[32]

Run it on its own: `python kernels/f12.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_mlp.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m13_ptr, m13_s0, m13_s1, m17_ptr, m17_s0, m17_s1, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, E_c0, E_c1, E_c2, E_n0, DOT_15: tl.constexpr, DOT_19: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states21, states22: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t7 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t7) * (t7)
    t9 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), axis=1, keep_dims=True)
    t10 = t9 + 3.2e-05
    t11 = tl.rsqrt(t10)
    t12 = (t6) * (t11)
    t14 = tl.load(m13_ptr + offs_c2[:, None] * m13_s0 + offs_c1[None, :] * m13_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_15:
        t16 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), input_precision="ieee")
    else:
        t16 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), 0), axis=1)
    t18 = tl.load(m17_ptr + offs_c2[:, None] * m17_s0 + offs_c1[None, :] * m17_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_19:
        t20 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), tl.where((offs_c2 < E_c2)[:, None], t18, 0.0), input_precision="ieee")
    else:
        t20 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t18, 0.0), 0), axis=1)
    tl.store(states21_ptr + i_c1 * states21_s0 + i_c0 * states21_s1 + i_c2 * states21_s2 + tl.arange(0, T_c0)[:, None] * states21_s3 + tl.arange(0, T_c1)[None, :] * states21_s4 + tl.zeros([T_c0, T_c1], tl.int32), t16)
    tl.store(states22_ptr + i_c1 * states22_s0 + i_c0 * states22_s1 + i_c2 * states22_s2 + tl.arange(0, T_c0)[:, None] * states22_s3 + tl.arange(0, T_c1)[None, :] * states22_s4 + tl.zeros([T_c0, T_c1], tl.int32), t20)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m17_ptr, m17_s0, m17_s1, m13_ptr, m13_s0, m13_s1, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, E_c0, E_c1, E_c2, E_n0, DOT_37: tl.constexpr, DOT_40: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states42, states43: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t27 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t28 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t29 = (t27) * (t28)
    t30 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t31 = (t30) * (t30)
    t32 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t31, 0.0), axis=1, keep_dims=True)
    t33 = t32 + 3.2e-05
    t34 = tl.rsqrt(t33)
    t35 = (t29) * (t34)
    t36 = tl.load(m17_ptr + offs_c2[:, None] * m17_s0 + offs_c1[None, :] * m17_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_37:
        t38 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t35, 0.0), tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), input_precision="ieee")
    else:
        t38 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), 0), axis=1)
    t39 = tl.load(m13_ptr + offs_c2[:, None] * m13_s0 + offs_c1[None, :] * m13_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_40:
        t41 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t35, 0.0), tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), input_precision="ieee")
    else:
        t41 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), 0), axis=1)
    tl.store(states42_ptr + i_c1 * states42_s0 + i_c0 * states42_s1 + i_c2 * states42_s2 + tl.arange(0, T_c0)[:, None] * states42_s3 + tl.arange(0, T_c1)[None, :] * states42_s4 + tl.zeros([T_c0, T_c1], tl.int32), t38)
    tl.store(states43_ptr + i_c1 * states43_s0 + i_c0 * states43_s1 + i_c2 * states43_s2 + tl.arange(0, T_c0)[:, None] * states43_s3 + tl.arange(0, T_c1)[None, :] * states43_s4 + tl.zeros([T_c0, T_c1], tl.int32), t41)


@triton.jit
def kernel_2(states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, buf50_ptr, buf50_s0, buf50_s1, E_c0, E_c1, E_c2, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf50: Combine over grid x.0@0[8], grid w1.1@1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc25 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    acc26 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t23 = tl.load(states21_ptr + i_c1 * states21_s0 + i_c0 * states21_s1 + i_c2 * states21_s2 + tl.arange(0, T_c0)[:, None] * states21_s3 + tl.arange(0, T_c1)[None, :] * states21_s4 + tl.zeros([T_c0, T_c1], tl.int32))
        t24 = tl.load(states22_ptr + i_c1 * states22_s0 + i_c0 * states22_s1 + i_c2 * states22_s2 + tl.arange(0, T_c0)[:, None] * states22_s3 + tl.arange(0, T_c1)[None, :] * states22_s4 + tl.zeros([T_c0, T_c1], tl.int32))
        acc25 = acc25 + t23
        acc26 = acc26 + t24
    acc46 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    acc47 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t44 = tl.load(states42_ptr + i_c1 * states42_s0 + i_c0 * states42_s1 + i_c2 * states42_s2 + tl.arange(0, T_c0)[:, None] * states42_s3 + tl.arange(0, T_c1)[None, :] * states42_s4 + tl.zeros([T_c0, T_c1], tl.int32))
        t45 = tl.load(states43_ptr + i_c1 * states43_s0 + i_c0 * states43_s1 + i_c2 * states43_s2 + tl.arange(0, T_c0)[:, None] * states43_s3 + tl.arange(0, T_c1)[None, :] * states43_s4 + tl.zeros([T_c0, T_c1], tl.int32))
        acc46 = acc46 + t44
        acc47 = acc47 + t45
    t48 = (acc25) * (acc46)
    t49 = (t48) * (32.00000000000001)
    tl.store(buf50_ptr + offs_c0[:, None] * buf50_s0 + offs_c1[None, :] * buf50_s1, t49, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m13 = inputs['w2']
    m17 = inputs['w1']
    states21 = torch.full([_cdiv(64, T['c1']), _cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    states22 = torch.full([_cdiv(64, T['c1']), _cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c1']) * _cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), E_c0=8, E_c1=64, E_c2=32, E_n0=32, DOT_15=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_19=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    states42 = torch.full([_cdiv(64, T['c1']), _cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    states43 = torch.full([_cdiv(64, T['c1']), _cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(64, T['c1']) * _cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), E_c0=8, E_c1=64, E_c2=32, E_n0=32, DOT_37=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_40=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf50 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(64, T['c1']),)](states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), E_c0=8, E_c1=64, E_c2=32, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf50


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
