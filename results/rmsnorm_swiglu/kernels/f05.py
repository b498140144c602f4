"""rmsnorm_swiglu [small], candidate 5: 3 kernel(s)

Rendered by EqiForge from candidate 5 of rmsnorm_swiglu [small]: store(x.1[32]) ; store(x.1[32]) ; grid(w_down.0@1) loop(x.1[32]: pair(sum, sum), stored) loop(x.1[32]: pair(sum, sum), stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid w_down.0@1[32]
    c1: loop x.1[32]

Run it on its own: `python kernels/f05.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m13_ptr, m13_s0, m13_s1, m18_ptr, m18_s0, m18_s1, states23_ptr, states23_s0, states23_s1, states23_s2, states24_ptr, states24_s0, states24_s1, states24_s2, E_c1, E_n0, E_n1, E_n2, DOT_16: tl.constexpr, DOT_21: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # stores states23, states24: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t7 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t8 = (t7) * (t7)
    t9 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), axis=1, keep_dims=True)
    t10 = t9 + 0.00032
    t11 = tl.rsqrt(t10)
    t12 = (t6) * (t11)
    t15 = tl.load(m13_ptr + offs_c1[:, None] * m13_s0 + offs_n2[None, :] * m13_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_16:
        t17 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), tl.where((offs_c1 < E_c1)[:, None], t15, 0.0), input_precision="ieee")
    else:
        t17 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t15, 0.0), 0), axis=1)
    t20 = tl.load(m18_ptr + offs_c1[:, None] * m18_s0 + offs_n2[None, :] * m18_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_21:
        t22 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), tl.where((offs_c1 < E_c1)[:, None], t20, 0.0), input_precision="ieee")
    else:
        t22 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t20, 0.0), 0), axis=1)
    tl.store(states23_ptr + i_c1 * states23_s0 + tl.arange(0, F_n0)[:, None] * states23_s1 + tl.arange(0, F_n2)[None, :] * states23_s2 + tl.zeros([F_n0, F_n2], tl.int32), t17)
    tl.store(states24_ptr + i_c1 * states24_s0 + tl.arange(0, F_n0)[:, None] * states24_s1 + tl.arange(0, F_n2)[None, :] * states24_s2 + tl.zeros([F_n0, F_n2], tl.int32), t22)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m18_ptr, m18_s0, m18_s1, m13_ptr, m13_s0, m13_s1, states47_ptr, states47_s0, states47_s1, states47_s2, states48_ptr, states48_s0, states48_s1, states48_s2, E_c1, E_n0, E_n1, E_n2, DOT_42: tl.constexpr, DOT_45: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # stores states47, states48: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t32 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t33 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t34 = (t32) * (t33)
    t35 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t36 = (t35) * (t35)
    t37 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t36, 0.0), axis=1, keep_dims=True)
    t38 = t37 + 0.00032
    t39 = tl.rsqrt(t38)
    t40 = (t34) * (t39)
    t41 = tl.load(m18_ptr + offs_c1[:, None] * m18_s0 + offs_n2[None, :] * m18_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_42:
        t43 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t40, 0.0), tl.where((offs_c1 < E_c1)[:, None], t41, 0.0), input_precision="ieee")
    else:
        t43 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t40, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t41, 0.0), 0), axis=1)
    t44 = tl.load(m13_ptr + offs_c1[:, None] * m13_s0 + offs_n2[None, :] * m13_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_45:
        t46 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t40, 0.0), tl.where((offs_c1 < E_c1)[:, None], t44, 0.0), input_precision="ieee")
    else:
        t46 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t40, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t44, 0.0), 0), axis=1)
    tl.store(states47_ptr + i_c1 * states47_s0 + tl.arange(0, F_n0)[:, None] * states47_s1 + tl.arange(0, F_n2)[None, :] * states47_s2 + tl.zeros([F_n0, F_n2], tl.int32), t43)
    tl.store(states48_ptr + i_c1 * states48_s0 + tl.arange(0, F_n0)[:, None] * states48_s1 + tl.arange(0, F_n2)[None, :] * states48_s2 + tl.zeros([F_n0, F_n2], tl.int32), t46)


@triton.jit
def kernel_2(states23_ptr, states23_s0, states23_s1, states23_s2, states24_ptr, states24_s0, states24_s1, states24_s2, states47_ptr, states47_s0, states47_s1, states47_s2, states48_ptr, states48_s0, states48_s1, states48_s2, m54_ptr, m54_s0, m54_s1, buf60_ptr, buf60_s0, buf60_s1, E_c0, E_c1, E_n0, E_n2, DOT_57: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf60: Combine over grid w_down.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc27 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    acc28 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t25 = tl.load(states23_ptr + i_c1 * states23_s0 + tl.arange(0, F_n0)[:, None] * states23_s1 + tl.arange(0, F_n2)[None, :] * states23_s2 + tl.zeros([F_n0, F_n2], tl.int32))
        t26 = tl.load(states24_ptr + i_c1 * states24_s0 + tl.arange(0, F_n0)[:, None] * states24_s1 + tl.arange(0, F_n2)[None, :] * states24_s2 + tl.zeros([F_n0, F_n2], tl.int32))
        acc27 = acc27 + t25
        acc28 = acc28 + t26
    t29 = (acc27) * (5.656854249492381)
    t30 = 1.0 / (1.0 + tl.exp(-(t29)))
    t31 = (acc27) * (t30)
    acc51 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    acc52 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t49 = tl.load(states47_ptr + i_c1 * states47_s0 + tl.arange(0, F_n0)[:, None] * states47_s1 + tl.arange(0, F_n2)[None, :] * states47_s2 + tl.zeros([F_n0, F_n2], tl.int32))
        t50 = tl.load(states48_ptr + i_c1 * states48_s0 + tl.arange(0, F_n0)[:, None] * states48_s1 + tl.arange(0, F_n2)[None, :] * states48_s2 + tl.zeros([F_n0, F_n2], tl.int32))
        acc51 = acc51 + t49
        acc52 = acc52 + t50
    t53 = (t31) * (acc51)
    t56 = tl.load(m54_ptr + offs_n2[:, None] * m54_s0 + offs_c0[None, :] * m54_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_57:
        t58 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t53, 0.0), tl.where((offs_n2 < E_n2)[:, None], t56, 0.0), input_precision="ieee")
    else:
        t58 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t53, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t56, 0.0), 0), axis=1)
    t59 = (t58) * (32.00000000000001)
    tl.store(buf60_ptr + offs_n0[:, None] * buf60_s0 + offs_c0[None, :] * buf60_s1, t59, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m14 = inputs['w_gate']
    m13 = m14.permute([1, 0])
    m19 = inputs['w_up']
    m18 = m19.permute([1, 0])
    states23 = torch.full([_cdiv(32, T['c1']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states24 = torch.full([_cdiv(32, T['c1']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), E_c1=32, E_n0=8, E_n1=32, E_n2=64, DOT_16=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_21=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), F_n2=_pow2(64), T_c1=T['c1'])
    states47 = torch.full([_cdiv(32, T['c1']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states48 = torch.full([_cdiv(32, T['c1']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), states47_ptr=states47, states47_s0=states47.stride(0), states47_s1=states47.stride(1), states47_s2=states47.stride(2), states48_ptr=states48, states48_s0=states48.stride(0), states48_s1=states48.stride(1), states48_s2=states48.stride(2), E_c1=32, E_n0=8, E_n1=32, E_n2=64, DOT_42=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_45=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), F_n2=_pow2(64), T_c1=T['c1'])
    m55 = inputs['w_down']
    m54 = m55.permute([1, 0])
    buf60 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states47_ptr=states47, states47_s0=states47.stride(0), states47_s1=states47.stride(1), states47_s2=states47.stride(2), states48_ptr=states48, states48_s0=states48.stride(0), states48_s1=states48.stride(1), states48_s2=states48.stride(2), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), E_c0=32, E_c1=32, E_n0=8, E_n2=64, DOT_57=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf60


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
