"""swiglu_stack [small], candidate 78: 6 kernel(s)

Rendered by EqiForge from candidate 78 of swiglu_stack [small]: grid(x.0@0) [1 mm] ; grid(x.0@0) [1 mm] ; store(w_up.1[64]) ; grid() loop(w_up.1[64]: sum, stored) ; grid(x.1@1) | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]

Run it on its own: `python kernels/f78.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, buf16_ptr, buf16_s0, buf16_s1, E_c0, E_n0, E_n2, DOT_14: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf16: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t13 = tl.load(m9_ptr + offs_n0[:, None] * m9_s0 + offs_n2[None, :] * m9_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_14:
        t15 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), input_precision="ieee")
    else:
        t15 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), 0), axis=1)
    tl.store(buf16_ptr + offs_c0[:, None] * buf16_s0 + offs_n2[None, :] * buf16_s1, t15, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m30_ptr, m30_s0, m30_s1, buf37_ptr, buf37_s0, buf37_s1, E_c0, E_n0, E_n2, DOT_35: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf37: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t27 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t28 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t29 = (t27) * (t28)
    t34 = tl.load(m30_ptr + offs_n0[:, None] * m30_s0 + offs_n2[None, :] * m30_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_35:
        t36 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t29, 0.0), tl.where((offs_n0 < E_n0)[:, None], t34, 0.0), input_precision="ieee")
    else:
        t36 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t29, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t34, 0.0), 0), axis=1)
    tl.store(buf37_ptr + offs_c0[:, None] * buf37_s0 + offs_n2[None, :] * buf37_s1, t36, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_2(buf16_ptr, buf16_s0, buf16_s1, m1_ptr, m1_s0, m1_s1, buf37_ptr, buf37_s0, buf37_s1, m40_ptr, m40_s0, m40_s1, states52_ptr, states52_s0, states52_s1, states52_s2, E_c2, E_n0, E_n1, DOT_45: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states52: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t17 = tl.load(buf16_ptr + offs_n1[:, None] * buf16_s0 + offs_c2[None, :] * buf16_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t18 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t19 = (t18) * (t18)
    t20 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t19, 0.0), axis=1, keep_dims=True)
    t21 = (t20) * (0.03125)
    t22 = t21 + 1e-05
    t23 = tl.rsqrt(t22)
    t24 = (t17) * (t23)
    t25 = 1.0 / (1.0 + tl.exp(-(t24)))
    t26 = (t17) * (t25)
    t38 = tl.load(buf37_ptr + offs_n1[:, None] * buf37_s0 + offs_c2[None, :] * buf37_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t39 = (t26) * (t38)
    t44 = tl.load(m40_ptr + offs_c2[:, None] * m40_s0 + offs_n0[None, :] * m40_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_45:
        t46 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t39, 0.0), tl.where((offs_c2 < E_c2)[:, None], t44, 0.0), input_precision="ieee")
    else:
        t46 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t39, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t44, 0.0), 0), axis=1)
    t47 = t20 + 0.00032
    t48 = tl.rsqrt(t47)
    t49 = (t46) * (t48)
    t50 = (t49) * (t48)
    t51 = (t50) * (32.00000000000001)
    tl.store(states52_ptr + i_c2 * states52_s0 + tl.arange(0, F_n1)[:, None] * states52_s1 + tl.arange(0, F_n0)[None, :] * states52_s2 + tl.zeros([F_n1, F_n0], tl.int32), t51)


@triton.jit
def kernel_3(states52_ptr, states52_s0, states52_s1, states52_s2, buf55_ptr, buf55_s0, buf55_s1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf55: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc54 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t53 = tl.load(states52_ptr + i_c2 * states52_s0 + tl.arange(0, F_n1)[:, None] * states52_s1 + tl.arange(0, F_n0)[None, :] * states52_s2 + tl.zeros([F_n1, F_n0], tl.int32))
        acc54 = acc54 + t53
    tl.store(buf55_ptr + offs_n1[:, None] * buf55_s0 + offs_n0[None, :] * buf55_s1, acc54, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_4(buf55_ptr, buf55_s0, buf55_s1, m1_ptr, m1_s0, m1_s1, buf59_ptr, buf59_s0, buf59_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf59: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t56 = tl.load(buf55_ptr + offs_n1[:, None] * buf55_s0 + offs_c1[None, :] * buf55_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t57 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t58 = t56 + t57
    tl.store(buf59_ptr + offs_n1[:, None] * buf59_s0 + offs_c1[None, :] * buf59_s1, t58, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_5(buf59_ptr, buf59_s0, buf59_s1, m61_ptr, m61_s0, m61_s1, m66_ptr, m66_s0, m66_s1, m81_ptr, m81_s0, m81_s1, m89_ptr, m89_s0, m89_s1, buf98_ptr, buf98_s0, buf98_s1, E_c0, E_c1, E_n0, E_n2, DOT_70: tl.constexpr, DOT_85: tl.constexpr, DOT_93: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf98: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t60 = tl.load(buf59_ptr + offs_c0[:, None] * buf59_s0 + offs_n0[None, :] * buf59_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t64 = tl.load(m61_ptr + offs_n0[None, :] * m61_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t65 = (t60) * (t64)
    t69 = tl.load(m66_ptr + offs_n0[:, None] * m66_s0 + offs_n2[None, :] * m66_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_70:
        t71 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t65, 0.0), tl.where((offs_n0 < E_n0)[:, None], t69, 0.0), input_precision="ieee")
    else:
        t71 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t65, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t69, 0.0), 0), axis=1)
    t72 = (t60) * (t60)
    t73 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t72, 0.0), axis=1, keep_dims=True)
    t74 = t73 + 0.00032
    t75 = tl.rsqrt(t74)
    t76 = (t71) * (t75)
    t77 = (t76) * (5.656854249492381)
    t78 = 1.0 / (1.0 + tl.exp(-(t77)))
    t79 = (t71) * (t78)
    t80 = (t79) * (t75)
    t84 = tl.load(m81_ptr + offs_n0[:, None] * m81_s0 + offs_n2[None, :] * m81_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_85:
        t86 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t65, 0.0), tl.where((offs_n0 < E_n0)[:, None], t84, 0.0), input_precision="ieee")
    else:
        t86 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t65, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t84, 0.0), 0), axis=1)
    t87 = (t86) * (t75)
    t88 = (t80) * (t87)
    t92 = tl.load(m89_ptr + offs_n2[:, None] * m89_s0 + offs_c1[None, :] * m89_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_93:
        t94 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t88, 0.0), tl.where((offs_n2 < E_n2)[:, None], t92, 0.0), input_precision="ieee")
    else:
        t94 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t88, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t92, 0.0), 0), axis=1)
    t95 = (t94) * (32.00000000000001)
    t96 = tl.load(buf59_ptr + offs_c0[:, None] * buf59_s0 + offs_c1[None, :] * buf59_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t97 = t95 + t96
    tl.store(buf98_ptr + offs_c0[:, None] * buf98_s0 + offs_c1[None, :] * buf98_s1, t97, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m6 = inputs['w_norm']
    m5 = m6.narrow(0, 0, 1)
    m4 = m5.reshape([32])
    m3 = m4.reshape([1, 32])
    m12 = inputs['w_gate']
    m11 = m12.narrow(0, 0, 1)
    m10 = m11.reshape([64, 32])
    m9 = m10.permute([1, 0])
    buf16 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), E_c0=8, E_n0=32, E_n2=64, DOT_14=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'])
    m33 = inputs['w_up']
    m32 = m33.narrow(0, 0, 1)
    m31 = m32.reshape([64, 32])
    m30 = m31.permute([1, 0])
    buf37 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), E_c0=8, E_n0=32, E_n2=64, DOT_35=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'])
    m43 = inputs['w_down']
    m42 = m43.narrow(0, 0, 1)
    m41 = m42.reshape([32, 64])
    m40 = m41.permute([1, 0])
    states52 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(64, T['c2']),)](buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), E_c2=64, E_n0=32, E_n1=8, DOT_45=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c2=T['c2'])
    buf55 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), E_c2=64, E_n0=32, E_n1=8, F_n0=_pow2(32), F_n1=_pow2(8), T_c2=T['c2'])
    buf59 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c1']),)](buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), E_c1=32, E_n1=8, F_n1=_pow2(8), T_c1=T['c1'])
    m63 = m6.narrow(0, 1, 1)
    m62 = m63.reshape([32])
    m61 = m62.reshape([1, 32])
    m68 = m12.narrow(0, 1, 1)
    m67 = m68.reshape([64, 32])
    m66 = m67.permute([1, 0])
    m83 = m33.narrow(0, 1, 1)
    m82 = m83.reshape([64, 32])
    m81 = m82.permute([1, 0])
    m91 = m43.narrow(0, 1, 1)
    m90 = m91.reshape([32, 64])
    m89 = m90.permute([1, 0])
    buf98 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m81_ptr=m81, m81_s0=m81.stride(0), m81_s1=m81.stride(1), m89_ptr=m89, m89_s0=m89.stride(0), m89_s1=m89.stride(1), buf98_ptr=buf98, buf98_s0=buf98.stride(0), buf98_s1=buf98.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n2=64, DOT_70=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_85=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_93=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf98


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
