"""swiglu_stack [small], candidate 48: 4 kernel(s)

Rendered by EqiForge from candidate 48 of swiglu_stack [small]: store(w_up.1[64]) loop(x.1[32]: sum) loop(x.1[32]: sum) ; store(w_up.1[64]) ; grid(x.0@0) loop(w_up.1[64]: sum, stored) | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f48.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 16, "c3": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 32, "c3": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m32_ptr, m32_s0, m32_s1, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, E_c0, E_c2, E_c3, E_n0, DOT_14: tl.constexpr, DOT_37: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states42: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc16 = tl.full([T_c0, T_c3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t7 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t8 = (t2) * (t7)
        t13 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_c3[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_14:
            t15 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), input_precision="ieee")
        else:
            t15 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), 0), axis=1)
        acc16 = acc16 + t15
    t17 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t18 = (t17) * (t17)
    t19 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t18, 0.0), axis=1, keep_dims=True)
    t20 = t19 + 0.00032
    t21 = tl.rsqrt(t20)
    t22 = (acc16) * (t21)
    t23 = (t19) * (0.03125)
    t24 = t23 + 1e-05
    t25 = tl.rsqrt(t24)
    t26 = (acc16) * (t25)
    t27 = 1.0 / (1.0 + tl.exp(-(t26)))
    t28 = (t22) * (t27)
    acc39 = tl.full([T_c0, T_c3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t29 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t30 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t31 = (t29) * (t30)
        t36 = tl.load(m32_ptr + offs_c2[:, None] * m32_s0 + offs_c3[None, :] * m32_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_37:
            t38 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), input_precision="ieee")
        else:
            t38 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), 0), axis=1)
        acc39 = acc39 + t38
    t40 = (acc39) * (t21)
    t41 = (t28) * (t40)
    tl.store(states42_ptr + i_c0 * states42_s0 + i_c3 * states42_s1 + tl.arange(0, T_c0)[:, None] * states42_s2 + tl.arange(0, T_c3)[None, :] * states42_s3 + tl.zeros([T_c0, T_c3], tl.int32), t41)


@triton.jit
def kernel_1(states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, m44_ptr, m44_s0, m44_s1, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, E_c0, E_c3, E_n0, DOT_49: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # stores states51: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t43 = tl.load(states42_ptr + i_c0 * states42_s0 + i_c3 * states42_s1 + tl.arange(0, T_c0)[:, None] * states42_s2 + tl.arange(0, T_c3)[None, :] * states42_s3 + tl.zeros([T_c0, T_c3], tl.int32))
    t48 = tl.load(m44_ptr + offs_c3[:, None] * m44_s0 + offs_n0[None, :] * m44_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_49:
        t50 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t43, 0.0), tl.where((offs_c3 < E_c3)[:, None], t48, 0.0), input_precision="ieee")
    else:
        t50 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t43, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t48, 0.0), 0), axis=1)
    tl.store(states51_ptr + i_c0 * states51_s0 + i_c3 * states51_s1 + tl.arange(0, T_c0)[:, None] * states51_s2 + tl.arange(0, F_n0)[None, :] * states51_s3 + tl.zeros([T_c0, F_n0], tl.int32), t50)


@triton.jit
def kernel_2(states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, m1_ptr, m1_s0, m1_s1, buf57_ptr, buf57_s0, buf57_s1, E_c0, E_c3, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf57: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc53 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t52 = tl.load(states51_ptr + i_c0 * states51_s0 + i_c3 * states51_s1 + tl.arange(0, T_c0)[:, None] * states51_s2 + tl.arange(0, F_n0)[None, :] * states51_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc53 = acc53 + t52
    t54 = (acc53) * (32.00000000000001)
    t55 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t56 = t54 + t55
    tl.store(buf57_ptr + offs_c0[:, None] * buf57_s0 + offs_n0[None, :] * buf57_s1, t56, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_3(buf57_ptr, buf57_s0, buf57_s1, m59_ptr, m59_s0, m59_s1, m64_ptr, m64_s0, m64_s1, m70_ptr, m70_s0, m70_s1, m89_ptr, m89_s0, m89_s1, buf99_ptr, buf99_s0, buf99_s1, E_c0, E_c1, E_c2, E_n1, DOT_68: tl.constexpr, DOT_74: tl.constexpr, DOT_93: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf99: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc76 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc77 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t58 = tl.load(buf57_ptr + offs_c0[:, None] * buf57_s0 + offs_c2[None, :] * buf57_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t62 = tl.load(m59_ptr + offs_c2[None, :] * m59_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t63 = (t58) * (t62)
        t67 = tl.load(m64_ptr + offs_c2[:, None] * m64_s0 + offs_n1[None, :] * m64_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_68:
            t69 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t63, 0.0), tl.where((offs_c2 < E_c2)[:, None], t67, 0.0), input_precision="ieee")
        else:
            t69 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t63, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t67, 0.0), 0), axis=1)
        t73 = tl.load(m70_ptr + offs_c2[:, None] * m70_s0 + offs_n1[None, :] * m70_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_74:
            t75 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t63, 0.0), tl.where((offs_c2 < E_c2)[:, None], t73, 0.0), input_precision="ieee")
        else:
            t75 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t63, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t73, 0.0), 0), axis=1)
        acc76 = acc76 + t69
        acc77 = acc77 + t75
    acc81 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t78 = tl.load(buf57_ptr + offs_c0[:, None] * buf57_s0 + offs_c2[None, :] * buf57_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t79 = (t78) * (t78)
        t80 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t79, 0.0), axis=1, keep_dims=True)
        acc81 = acc81 + t80
    t82 = acc81 + 0.00032
    t83 = tl.rsqrt(t82)
    t84 = (acc76) * (t83)
    t85 = (t84) * (5.656854249492381)
    t86 = 1.0 / (1.0 + tl.exp(-(t85)))
    t87 = (t84) * (t86)
    t88 = (t87) * (acc77)
    t92 = tl.load(m89_ptr + offs_n1[:, None] * m89_s0 + offs_c1[None, :] * m89_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_93:
        t94 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t88, 0.0), tl.where((offs_n1 < E_n1)[:, None], t92, 0.0), input_precision="ieee")
    else:
        t94 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t88, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t92, 0.0), 0), axis=1)
    t95 = (t94) * (t83)
    t96 = (t95) * (32.00000000000001)
    t97 = tl.load(buf57_ptr + offs_c0[:, None] * buf57_s0 + offs_c1[None, :] * buf57_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t98 = t96 + t97
    tl.store(buf99_ptr + offs_c0[:, None] * buf99_s0 + offs_c1[None, :] * buf99_s1, t98, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m35 = inputs['w_up']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([64, 32])
    m32 = m33.permute([1, 0])
    states42 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c3']), T['c0'], T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), E_c0=8, E_c2=32, E_c3=64, E_n0=32, DOT_14=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_37=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    m47 = inputs['w_down']
    m46 = m47.narrow(0, 0, 1)
    m45 = m46.reshape([32, 64])
    m44 = m45.permute([1, 0])
    states51 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c3']), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(64, T['c3']),)](states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), E_c0=8, E_c3=64, E_n0=32, DOT_49=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    buf57 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), E_c0=8, E_c3=64, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    m61 = m6.narrow(0, 1, 1)
    m60 = m61.reshape([32])
    m59 = m60.reshape([1, 32])
    m66 = m12.narrow(0, 1, 1)
    m65 = m66.reshape([64, 32])
    m64 = m65.permute([1, 0])
    m72 = m35.narrow(0, 1, 1)
    m71 = m72.reshape([64, 32])
    m70 = m71.permute([1, 0])
    m91 = m47.narrow(0, 1, 1)
    m90 = m91.reshape([32, 64])
    m89 = m90.permute([1, 0])
    buf99 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), m89_ptr=m89, m89_s0=m89.stride(0), m89_s1=m89.stride(1), buf99_ptr=buf99, buf99_s0=buf99.stride(0), buf99_s1=buf99.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n1=64, DOT_68=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_74=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_93=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf99


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
