"""swiglu_stack [small], candidate 10: 4 kernel(s)

Rendered by EqiForge from candidate 10 of swiglu_stack [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) [1 mm] ; grid(x.0@0) loop(x.1[32]: sum, stored) [1 mm] ; grid(x.0@0) loop(w_up.1[64]: pair(sum, sum)) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w_up.1[64]
    c2: loop x.1[32]

Run it on its own: `python kernels/f10.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states11: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t8 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t9 = (t8) * (t8)
    t10 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t9, 0.0), axis=1, keep_dims=True)
    tl.store(states11_ptr + i_c0 * states11_s0 + i_c2 * states11_s1 + tl.arange(0, T_c0)[:, None] * states11_s2 + tl.zeros([T_c0, 1], tl.int32), t10)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, m17_ptr, m17_s0, m17_s1, buf24_ptr, buf24_s0, buf24_s1, E_c0, E_c2, E_n0, E_n1, DOT_22: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf24: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t6 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t7 = (t2) * (t6)
    acc13 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t12 = tl.load(states11_ptr + i_c0 * states11_s0 + i_c2 * states11_s1 + tl.arange(0, T_c0)[:, None] * states11_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc13 = acc13 + t12
    t14 = acc13 + 0.00032
    t15 = tl.rsqrt(t14)
    t16 = (t7) * (t15)
    t21 = tl.load(m17_ptr + offs_n1[:, None] * m17_s0 + offs_n0[None, :] * m17_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_22:
        t23 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t16, 0.0), tl.where((offs_n1 < E_n1)[:, None], t21, 0.0), input_precision="ieee")
    else:
        t23 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t16, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t21, 0.0), 0), axis=1)
    tl.store(buf24_ptr + offs_c0[:, None] * buf24_s0 + offs_n0[None, :] * buf24_s1, t23, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, m37_ptr, m37_s0, m37_s1, buf44_ptr, buf44_s0, buf44_s1, E_c0, E_c2, E_n0, E_n1, DOT_42: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf44: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t29 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t30 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t31 = (t29) * (t30)
    acc33 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t32 = tl.load(states11_ptr + i_c0 * states11_s0 + i_c2 * states11_s1 + tl.arange(0, T_c0)[:, None] * states11_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc33 = acc33 + t32
    t34 = acc33 + 0.00032
    t35 = tl.rsqrt(t34)
    t36 = (t31) * (t35)
    t41 = tl.load(m37_ptr + offs_n1[:, None] * m37_s0 + offs_n0[None, :] * m37_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_42:
        t43 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t36, 0.0), tl.where((offs_n1 < E_n1)[:, None], t41, 0.0), input_precision="ieee")
    else:
        t43 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t36, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t41, 0.0), 0), axis=1)
    tl.store(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_n0[None, :] * buf44_s1, t43, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_3(buf24_ptr, buf24_s0, buf24_s1, buf44_ptr, buf44_s0, buf44_s1, m47_ptr, m47_s0, m47_s1, m1_ptr, m1_s0, m1_s1, m57_ptr, m57_s0, m57_s1, m66_ptr, m66_s0, m66_s1, m80_ptr, m80_s0, m80_s1, m87_ptr, m87_s0, m87_s1, buf105_ptr, buf105_s0, buf105_s1, E_c0, E_c1, E_n0, E_n1, DOT_100: tl.constexpr, DOT_52: tl.constexpr, DOT_70: tl.constexpr, DOT_76: tl.constexpr, DOT_84: tl.constexpr, DOT_91: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf105: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t25 = tl.load(buf24_ptr + offs_c0[:, None] * buf24_s0 + offs_n0[None, :] * buf24_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t26 = (t25) * (5.656854249492381)
    t27 = 1.0 / (1.0 + tl.exp(-(t26)))
    t28 = (t25) * (t27)
    t45 = tl.load(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_n0[None, :] * buf44_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t46 = (t28) * (t45)
    t51 = tl.load(m47_ptr + offs_n0[:, None] * m47_s0 + offs_n1[None, :] * m47_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_52:
        t53 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t46, 0.0), tl.where((offs_n0 < E_n0)[:, None], t51, 0.0), input_precision="ieee")
    else:
        t53 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t46, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t51, 0.0), 0), axis=1)
    t54 = (t53) * (32.00000000000001)
    t55 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t56 = t54 + t55
    t59 = tl.load(m57_ptr + offs_n1[None, :] * m57_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t60 = (t56) * (t59)
    t61 = (t56) * (t56)
    t62 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t61, 0.0), axis=1, keep_dims=True)
    t63 = t62 + 0.00032
    t64 = tl.rsqrt(t63)
    t65 = (t60) * (t64)
    t72 = (t62) * (0.03125)
    t73 = t72 + 1e-05
    t74 = tl.rsqrt(t73)
    t75 = (t60) * (t74)
    acc94 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc95 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t69 = tl.load(m66_ptr + offs_n1[:, None] * m66_s0 + offs_c1[None, :] * m66_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_70:
            t71 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t65, 0.0), tl.where((offs_n1 < E_n1)[:, None], t69, 0.0), input_precision="ieee")
        else:
            t71 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t65, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t69, 0.0), 0), axis=1)
        if DOT_76:
            t77 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t75, 0.0), tl.where((offs_n1 < E_n1)[:, None], t69, 0.0), input_precision="ieee")
        else:
            t77 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t75, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t69, 0.0), 0), axis=1)
        t78 = 1.0 / (1.0 + tl.exp(-(t77)))
        t79 = (t71) * (t78)
        t83 = tl.load(m80_ptr + offs_n1[:, None] * m80_s0 + offs_c1[None, :] * m80_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_84:
            t85 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t65, 0.0), tl.where((offs_n1 < E_n1)[:, None], t83, 0.0), input_precision="ieee")
        else:
            t85 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t65, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t83, 0.0), 0), axis=1)
        t86 = (t79) * (t85)
        t90 = tl.load(m87_ptr + offs_c1[:, None] * m87_s0 + offs_n1[None, :] * m87_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_91:
            t92 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t86, 0.0), tl.where((offs_c1 < E_c1)[:, None], t90, 0.0), input_precision="ieee")
        else:
            t92 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t86, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t90, 0.0), 0), axis=1)
        t93 = (t92) * (32.00000000000001)
        acc94 = acc94 + t93
        acc95 = acc95 + t92
    t96 = (t25) * (5.656854249492381)
    t97 = 1.0 / (1.0 + tl.exp(-(t96)))
    t98 = (t25) * (t97)
    t99 = (t98) * (t45)
    if DOT_100:
        t101 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t99, 0.0), tl.where((offs_n0 < E_n0)[:, None], t51, 0.0), input_precision="ieee")
    else:
        t101 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t99, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t51, 0.0), 0), axis=1)
    t102 = (t101) * (32.00000000000001)
    t103 = t102 + t55
    t104 = acc94 + t103
    tl.store(buf105_ptr + offs_c0[:, None] * buf105_s0 + offs_n1[None, :] * buf105_s1, t104, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    m5 = inputs['w_norm']
    m4 = m5.narrow(0, 0, 1)
    m3 = m4.reshape([1, 32])
    states11 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), E_c0=8, E_c2=32, T_c0=T['c0'], T_c2=T['c2'])
    m20 = inputs['w_gate']
    m19 = m20.narrow(0, 0, 1)
    m18 = m19.reshape([64, 32])
    m17 = m18.permute([1, 0])
    buf24 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), E_c0=8, E_c2=32, E_n0=64, E_n1=32, DOT_22=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    m40 = inputs['w_up']
    m39 = m40.narrow(0, 0, 1)
    m38 = m39.reshape([64, 32])
    m37 = m38.permute([1, 0])
    buf44 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), E_c0=8, E_c2=32, E_n0=64, E_n1=32, DOT_42=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    m50 = inputs['w_down']
    m49 = m50.narrow(0, 0, 1)
    m48 = m49.reshape([32, 64])
    m47 = m48.permute([1, 0])
    m58 = m5.narrow(0, 1, 1)
    m57 = m58.reshape([1, 32])
    m68 = m20.narrow(0, 1, 1)
    m67 = m68.reshape([64, 32])
    m66 = m67.permute([1, 0])
    m82 = m40.narrow(0, 1, 1)
    m81 = m82.reshape([64, 32])
    m80 = m81.permute([1, 0])
    m89 = m50.narrow(0, 1, 1)
    m88 = m89.reshape([32, 64])
    m87 = m88.permute([1, 0])
    buf105 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](buf24_ptr=buf24, buf24_s0=buf24.stride(0), buf24_s1=buf24.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m80_ptr=m80, m80_s0=m80.stride(0), m80_s1=m80.stride(1), m87_ptr=m87, m87_s0=m87.stride(0), m87_s1=m87.stride(1), buf105_ptr=buf105, buf105_s0=buf105.stride(0), buf105_s1=buf105.stride(1), E_c0=8, E_c1=64, E_n0=64, E_n1=32, DOT_100=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, DOT_52=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, DOT_70=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_76=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_84=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_91=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf105


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
