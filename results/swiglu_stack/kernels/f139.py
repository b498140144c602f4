"""swiglu_stack [small], candidate 139: 6 kernel(s)

Rendered by EqiForge from candidate 139 of swiglu_stack [small]: grid(x.0@0) [3 mm] | store(x.1[32]) ; store(x.1[32]) ; store(x.1[32]) ; grid() loop(x.1[32]: sum) ; grid(x.1@1) loop(x.1[32]: sum, stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: loop x.1[32]
    c2: grid x.0@0[8]

Run it on its own: `python kernels/f139.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 4}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m24_ptr, m24_s0, m24_s1, m35_ptr, m35_s0, m35_s1, buf43_ptr, buf43_s0, buf43_s1, E_c2, E_n1, E_n2, DOT_14: tl.constexpr, DOT_29: tl.constexpr, DOT_40: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf43: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t13 = tl.load(m9_ptr + offs_n1[:, None] * m9_s0 + offs_n2[None, :] * m9_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_14:
        t15 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), tl.where((offs_n1 < E_n1)[:, None], t13, 0.0), input_precision="ieee")
    else:
        t15 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t13, 0.0), 0), axis=1)
    t16 = (t2) * (t2)
    t17 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t16, 0.0), axis=1, keep_dims=True)
    t18 = t17 + 0.00032
    t19 = tl.rsqrt(t18)
    t20 = (t15) * (t19)
    t21 = (t20) * (5.656854249492381)
    t22 = 1.0 / (1.0 + tl.exp(-(t21)))
    t23 = (t15) * (t22)
    t28 = tl.load(m24_ptr + offs_n1[:, None] * m24_s0 + offs_n2[None, :] * m24_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_29:
        t30 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), tl.where((offs_n1 < E_n1)[:, None], t28, 0.0), input_precision="ieee")
    else:
        t30 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t28, 0.0), 0), axis=1)
    t31 = (t23) * (t30)
    t32 = (t31) * (t19)
    t33 = (t32) * (t19)
    t34 = (t33) * (32.00000000000001)
    t39 = tl.load(m35_ptr + offs_n2[:, None] * m35_s0 + offs_n1[None, :] * m35_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_40:
        t41 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t34, 0.0), tl.where((offs_n2 < E_n2)[:, None], t39, 0.0), input_precision="ieee")
    else:
        t41 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t39, 0.0), 0), axis=1)
    t42 = t41 + t2
    tl.store(buf43_ptr + offs_c2[:, None] * buf43_s0 + offs_n1[None, :] * buf43_s1, t42, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(buf43_ptr, buf43_s0, buf43_s1, m45_ptr, m45_s0, m45_s1, states56_ptr, states56_s0, states56_s1, states56_s2, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # stores states56: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t44 = tl.load(buf43_ptr + offs_n0[:, None] * buf43_s0 + offs_c1[None, :] * buf43_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t48 = tl.load(m45_ptr + offs_c1[None, :] * m45_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t49 = (t44) * (t48)
    t50 = tl.load(buf43_ptr + offs_n0[:, None] * buf43_s0 + offs_n1[None, :] * buf43_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t51 = (t50) * (t50)
    t52 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t51, 0.0), axis=1, keep_dims=True)
    t53 = t52 + 0.00032
    t54 = tl.rsqrt(t53)
    t55 = (t49) * (t54)
    tl.store(states56_ptr + i_c1 * states56_s0 + tl.arange(0, F_n0)[:, None] * states56_s1 + tl.arange(0, T_c1)[None, :] * states56_s2 + tl.zeros([F_n0, T_c1], tl.int32), t55)


@triton.jit
def kernel_2(states56_ptr, states56_s0, states56_s1, states56_s2, m58_ptr, m58_s0, m58_s1, states64_ptr, states64_s0, states64_s1, states64_s2, E_c1, E_n0, E_n2, DOT_62: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # stores states64: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t57 = tl.load(states56_ptr + i_c1 * states56_s0 + tl.arange(0, F_n0)[:, None] * states56_s1 + tl.arange(0, T_c1)[None, :] * states56_s2 + tl.zeros([F_n0, T_c1], tl.int32))
    t61 = tl.load(m58_ptr + offs_c1[:, None] * m58_s0 + offs_n2[None, :] * m58_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_62:
        t63 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t57, 0.0), tl.where((offs_c1 < E_c1)[:, None], t61, 0.0), input_precision="ieee")
    else:
        t63 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t57, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t61, 0.0), 0), axis=1)
    tl.store(states64_ptr + i_c1 * states64_s0 + tl.arange(0, F_n0)[:, None] * states64_s1 + tl.arange(0, F_n2)[None, :] * states64_s2 + tl.zeros([F_n0, F_n2], tl.int32), t63)


@triton.jit
def kernel_3(buf43_ptr, buf43_s0, buf43_s1, m45_ptr, m45_s0, m45_s1, states79_ptr, states79_s0, states79_s1, states79_s2, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # stores states79: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t70 = tl.load(buf43_ptr + offs_n0[:, None] * buf43_s0 + offs_c1[None, :] * buf43_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t71 = tl.load(m45_ptr + offs_c1[None, :] * m45_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t72 = (t70) * (t71)
    t73 = tl.load(buf43_ptr + offs_n0[:, None] * buf43_s0 + offs_n1[None, :] * buf43_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t74 = (t73) * (t73)
    t75 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t74, 0.0), axis=1, keep_dims=True)
    t76 = t75 + 0.00032
    t77 = tl.rsqrt(t76)
    t78 = (t72) * (t77)
    tl.store(states79_ptr + i_c1 * states79_s0 + tl.arange(0, F_n0)[:, None] * states79_s1 + tl.arange(0, T_c1)[None, :] * states79_s2 + tl.zeros([F_n0, T_c1], tl.int32), t78)


@triton.jit
def kernel_4(states79_ptr, states79_s0, states79_s1, states79_s2, m81_ptr, m81_s0, m81_s1, buf88_ptr, buf88_s0, buf88_s1, E_c1, E_n0, E_n2, DOT_85: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf88: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc87 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t80 = tl.load(states79_ptr + i_c1 * states79_s0 + tl.arange(0, F_n0)[:, None] * states79_s1 + tl.arange(0, T_c1)[None, :] * states79_s2 + tl.zeros([F_n0, T_c1], tl.int32))
        t84 = tl.load(m81_ptr + offs_c1[:, None] * m81_s0 + offs_n2[None, :] * m81_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_85:
            t86 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t80, 0.0), tl.where((offs_c1 < E_c1)[:, None], t84, 0.0), input_precision="ieee")
        else:
            t86 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t80, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t84, 0.0), 0), axis=1)
        acc87 = acc87 + t86
    tl.store(buf88_ptr + offs_n0[:, None] * buf88_s0 + offs_n2[None, :] * buf88_s1, acc87, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_5(states64_ptr, states64_s0, states64_s1, states64_s2, buf88_ptr, buf88_s0, buf88_s1, m91_ptr, m91_s0, m91_s1, buf43_ptr, buf43_s0, buf43_s1, buf100_ptr, buf100_s0, buf100_s1, E_c0, E_c1, E_n0, E_n2, DOT_95: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf100: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc66 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t65 = tl.load(states64_ptr + i_c1 * states64_s0 + tl.arange(0, F_n0)[:, None] * states64_s1 + tl.arange(0, F_n2)[None, :] * states64_s2 + tl.zeros([F_n0, F_n2], tl.int32))
        acc66 = acc66 + t65
    t67 = (acc66) * (5.656854249492381)
    t68 = 1.0 / (1.0 + tl.exp(-(t67)))
    t69 = (acc66) * (t68)
    t89 = tl.load(buf88_ptr + offs_n0[:, None] * buf88_s0 + offs_n2[None, :] * buf88_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t90 = (t69) * (t89)
    t94 = tl.load(m91_ptr + offs_n2[:, None] * m91_s0 + offs_c0[None, :] * m91_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_95:
        t96 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t90, 0.0), tl.where((offs_n2 < E_n2)[:, None], t94, 0.0), input_precision="ieee")
    else:
        t96 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t90, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t94, 0.0), 0), axis=1)
    t97 = (t96) * (32.00000000000001)
    t98 = tl.load(buf43_ptr + offs_n0[:, None] * buf43_s0 + offs_c0[None, :] * buf43_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t99 = t97 + t98
    tl.store(buf100_ptr + offs_n0[:, None] * buf100_s0 + offs_c0[None, :] * buf100_s1, t99, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m27 = inputs['w_up']
    m26 = m27.narrow(0, 0, 1)
    m25 = m26.reshape([64, 32])
    m24 = m25.permute([1, 0])
    m38 = inputs['w_down']
    m37 = m38.narrow(0, 0, 1)
    m36 = m37.reshape([32, 64])
    m35 = m36.permute([1, 0])
    buf43 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c2=8, E_n1=32, E_n2=64, DOT_14=(T['c2']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_29=(T['c2']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_40=(T['c2']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(32), F_n2=_pow2(64), T_c2=T['c2'])
    m47 = m6.narrow(0, 1, 1)
    m46 = m47.reshape([32])
    m45 = m46.reshape([1, 32])
    states56 = torch.full([_cdiv(32, T['c1']), _pow2(8), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), E_c1=32, E_n0=8, E_n1=32, F_n0=_pow2(8), F_n1=_pow2(32), T_c1=T['c1'])
    m60 = m12.narrow(0, 1, 1)
    m59 = m60.reshape([64, 32])
    m58 = m59.permute([1, 0])
    states64 = torch.full([_cdiv(32, T['c1']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']),)](states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), states64_ptr=states64, states64_s0=states64.stride(0), states64_s1=states64.stride(1), states64_s2=states64.stride(2), E_c1=32, E_n0=8, E_n2=64, DOT_62=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(8), F_n2=_pow2(64), T_c1=T['c1'])
    states79 = torch.full([_cdiv(32, T['c1']), _pow2(8), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c1']),)](buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), states79_ptr=states79, states79_s0=states79.stride(0), states79_s1=states79.stride(1), states79_s2=states79.stride(2), E_c1=32, E_n0=8, E_n1=32, F_n0=_pow2(8), F_n1=_pow2(32), T_c1=T['c1'])
    m83 = m27.narrow(0, 1, 1)
    m82 = m83.reshape([64, 32])
    m81 = m82.permute([1, 0])
    buf88 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](states79_ptr=states79, states79_s0=states79.stride(0), states79_s1=states79.stride(1), states79_s2=states79.stride(2), m81_ptr=m81, m81_s0=m81.stride(0), m81_s1=m81.stride(1), buf88_ptr=buf88, buf88_s0=buf88.stride(0), buf88_s1=buf88.stride(1), E_c1=32, E_n0=8, E_n2=64, DOT_85=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(8), F_n2=_pow2(64), T_c1=T['c1'])
    m93 = m38.narrow(0, 1, 1)
    m92 = m93.reshape([32, 64])
    m91 = m92.permute([1, 0])
    buf100 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(32, T['c0']),)](states64_ptr=states64, states64_s0=states64.stride(0), states64_s1=states64.stride(1), states64_s2=states64.stride(2), buf88_ptr=buf88, buf88_s0=buf88.stride(0), buf88_s1=buf88.stride(1), m91_ptr=m91, m91_s0=m91.stride(0), m91_s1=m91.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf100_ptr=buf100, buf100_s0=buf100.stride(0), buf100_s1=buf100.stride(1), E_c0=32, E_c1=32, E_n0=8, E_n2=64, DOT_95=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf100


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
