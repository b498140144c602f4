"""swiglu_stack [small], candidate 7: 5 kernel(s)

Rendered by EqiForge from candidate 7 of swiglu_stack [small]: grid(x.0@0) [3 mm] ; grid(w_up.1@1) [1 mm] ; grid(x.0@0) ; grid(x.0@0) [1 mm] ; grid(x.1@1) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid w_up.1@1[64]
    c2: grid x.0@0[8]

Run it on its own: `python kernels/f07.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32, "c2": 4}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m4_ptr, m4_s0, m4_s1, m9_ptr, m9_s0, m9_s1, m25_ptr, m25_s0, m25_s1, m33_ptr, m33_s0, m33_s1, buf41_ptr, buf41_s0, buf41_s1, E_c2, E_n1, E_n2, DOT_14: tl.constexpr, DOT_30: tl.constexpr, DOT_38: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf41: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m4_ptr + offs_n2[None, :] * m4_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t8 = (t3) * (t7)
    t13 = tl.load(m9_ptr + offs_n2[:, None] * m9_s0 + offs_n1[None, :] * m9_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_14:
        t15 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t8, 0.0), tl.where((offs_n2 < E_n2)[:, None], t13, 0.0), input_precision="ieee")
    else:
        t15 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t13, 0.0), 0), axis=1)
    t16 = (t3) * (t3)
    t17 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t16, 0.0), axis=1, keep_dims=True)
    t18 = t17 + 0.00032
    t19 = tl.rsqrt(t18)
    t20 = (t15) * (t19)
    t21 = (t20) * (5.656854249492381)
    t22 = 1.0 / (1.0 + tl.exp(-(t21)))
    t23 = (t15) * (t22)
    t24 = (t23) * (t19)
    t29 = tl.load(m25_ptr + offs_n2[:, None] * m25_s0 + offs_n1[None, :] * m25_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_30:
        t31 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t8, 0.0), tl.where((offs_n2 < E_n2)[:, None], t29, 0.0), input_precision="ieee")
    else:
        t31 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t29, 0.0), 0), axis=1)
    t32 = (t24) * (t31)
    t37 = tl.load(m33_ptr + offs_n1[:, None] * m33_s0 + offs_n2[None, :] * m33_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_38:
        t39 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t32, 0.0), tl.where((offs_n1 < E_n1)[:, None], t37, 0.0), input_precision="ieee")
    else:
        t39 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t37, 0.0), 0), axis=1)
    t40 = (t39) * (t19)
    tl.store(buf41_ptr + offs_c2[:, None] * buf41_s0 + offs_n2[None, :] * buf41_s1, t40, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf41_ptr, buf41_s0, buf41_s1, m45_ptr, m45_s0, m45_s1, m49_ptr, m49_s0, m49_s1, buf55_ptr, buf55_s0, buf55_s1, E_c1, E_n0, E_n2, DOT_53: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf55: Combine over grid w_up.1@1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t42 = tl.load(buf41_ptr + offs_n0[:, None] * buf41_s0 + offs_n2[None, :] * buf41_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t43 = (t42) * (32.00000000000001)
    t44 = t2 + t43
    t47 = tl.load(m45_ptr + offs_n2[None, :] * m45_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t48 = (t44) * (t47)
    t52 = tl.load(m49_ptr + offs_n2[:, None] * m49_s0 + offs_c1[None, :] * m49_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_53:
        t54 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t48, 0.0), tl.where((offs_n2 < E_n2)[:, None], t52, 0.0), input_precision="ieee")
    else:
        t54 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t48, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t52, 0.0), 0), axis=1)
    tl.store(buf55_ptr + offs_n0[:, None] * buf55_s0 + offs_c1[None, :] * buf55_s1, t54, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf41_ptr, buf41_s0, buf41_s1, m1_ptr, m1_s0, m1_s1, buf63_ptr, buf63_s0, buf63_s1, E_c2, E_n2, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf63: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t57 = tl.load(buf41_ptr + offs_c2[:, None] * buf41_s0 + offs_n2[None, :] * buf41_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t58 = (t57) * (32.00000000000001)
    t59 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t60 = t58 + t59
    t61 = (t60) * (t60)
    t62 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t61, 0.0), axis=1, keep_dims=True)
    tl.store(buf63_ptr + offs_c2[:, None] * buf63_s0, t62, mask=(offs_c2 < E_c2)[:, None])


@triton.jit
def kernel_3(buf41_ptr, buf41_s0, buf41_s1, m1_ptr, m1_s0, m1_s1, m45_ptr, m45_s0, m45_s1, buf63_ptr, buf63_s0, buf63_s1, m81_ptr, m81_s0, m81_s1, buf87_ptr, buf87_s0, buf87_s1, E_c2, E_n1, E_n2, DOT_85: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf87: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t71 = tl.load(buf41_ptr + offs_c2[:, None] * buf41_s0 + offs_n2[None, :] * buf41_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t72 = (t71) * (32.00000000000001)
    t73 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t74 = t72 + t73
    t75 = tl.load(m45_ptr + offs_n2[None, :] * m45_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t76 = (t74) * (t75)
    t77 = tl.load(buf63_ptr + offs_c2[:, None] * buf63_s0, mask=(offs_c2 < E_c2)[:, None], other=0).to(tl.float32)
    t78 = t77 + 0.00032
    t79 = tl.rsqrt(t78)
    t80 = (t76) * (t79)
    t84 = tl.load(m81_ptr + offs_n2[:, None] * m81_s0 + offs_n1[None, :] * m81_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_85:
        t86 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t80, 0.0), tl.where((offs_n2 < E_n2)[:, None], t84, 0.0), input_precision="ieee")
    else:
        t86 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t80, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t84, 0.0), 0), axis=1)
    tl.store(buf87_ptr + offs_c2[:, None] * buf87_s0 + offs_n1[None, :] * buf87_s1, t86, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_4(buf55_ptr, buf55_s0, buf55_s1, buf63_ptr, buf63_s0, buf63_s1, buf87_ptr, buf87_s0, buf87_s1, m90_ptr, m90_s0, m90_s1, buf41_ptr, buf41_s0, buf41_s1, m1_ptr, m1_s0, m1_s1, buf105_ptr, buf105_s0, buf105_s1, E_c0, E_n0, E_n1, DOT_94: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf105: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t56 = tl.load(buf55_ptr + offs_n0[:, None] * buf55_s0 + offs_n1[None, :] * buf55_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t64 = tl.load(buf63_ptr + offs_n0[:, None] * buf63_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t65 = (t64) * (0.03125)
    t66 = t65 + 1e-05
    t67 = tl.rsqrt(t66)
    t68 = (t56) * (t67)
    t69 = 1.0 / (1.0 + tl.exp(-(t68)))
    t70 = (t56) * (t69)
    t88 = tl.load(buf87_ptr + offs_n0[:, None] * buf87_s0 + offs_n1[None, :] * buf87_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t89 = (t70) * (t88)
    t93 = tl.load(m90_ptr + offs_n1[:, None] * m90_s0 + offs_c0[None, :] * m90_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_94:
        t95 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t89, 0.0), tl.where((offs_n1 < E_n1)[:, None], t93, 0.0), input_precision="ieee")
    else:
        t95 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t89, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t93, 0.0), 0), axis=1)
    t96 = t64 + 0.00032
    t97 = tl.rsqrt(t96)
    t98 = (t95) * (t97)
    t99 = (t98) * (32.00000000000001)
    t100 = tl.load(buf41_ptr + offs_n0[:, None] * buf41_s0 + offs_c0[None, :] * buf41_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t101 = (t100) * (32.00000000000001)
    t102 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t103 = t101 + t102
    t104 = t99 + t103
    tl.store(buf105_ptr + offs_n0[:, None] * buf105_s0 + offs_c0[None, :] * buf105_s1, t104, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m4 = m5.reshape([1, 32])
    m12 = inputs['w_gate']
    m11 = m12.narrow(0, 0, 1)
    m10 = m11.reshape([64, 32])
    m9 = m10.permute([1, 0])
    m28 = inputs['w_up']
    m27 = m28.narrow(0, 0, 1)
    m26 = m27.reshape([64, 32])
    m25 = m26.permute([1, 0])
    m36 = inputs['w_down']
    m35 = m36.narrow(0, 0, 1)
    m34 = m35.reshape([32, 64])
    m33 = m34.permute([1, 0])
    buf41 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), E_c2=8, E_n1=64, E_n2=32, DOT_14=(T['c2']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_30=(T['c2']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_38=(T['c2']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c2=T['c2'])
    m46 = m6.narrow(0, 1, 1)
    m45 = m46.reshape([1, 32])
    m51 = m12.narrow(0, 1, 1)
    m50 = m51.reshape([64, 32])
    m49 = m50.permute([1, 0])
    buf55 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), E_c1=64, E_n0=8, E_n2=32, DOT_53=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c1=T['c1'])
    buf63 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c2']),)](buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), E_c2=8, E_n2=32, F_n2=_pow2(32), T_c2=T['c2'])
    m83 = m28.narrow(0, 1, 1)
    m82 = m83.reshape([64, 32])
    m81 = m82.permute([1, 0])
    buf87 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c2']),)](buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), m81_ptr=m81, m81_s0=m81.stride(0), m81_s1=m81.stride(1), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), E_c2=8, E_n1=64, E_n2=32, DOT_85=(T['c2']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c2=T['c2'])
    m92 = m36.narrow(0, 1, 1)
    m91 = m92.reshape([32, 64])
    m90 = m91.permute([1, 0])
    buf105 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), m90_ptr=m90, m90_s0=m90.stride(0), m90_s1=m90.stride(1), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf105_ptr=buf105, buf105_s0=buf105.stride(0), buf105_s1=buf105.stride(1), E_c0=32, E_n0=8, E_n1=64, DOT_94=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), T_c0=T['c0'])
    return buf105


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
