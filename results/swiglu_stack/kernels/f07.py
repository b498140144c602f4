"""swiglu_stack [small], candidate 7: 3 kernel(s)

Rendered by EqiForge from candidate 7 of swiglu_stack [small]: store(x.1[32]) ; grid(x.0@0) loop(w_up.1[64]: sum) {loop(x.1[32]: sum, stored)} [3 mm] ; grid(x.0@0) loop(w_up.1[64]: sum) {loop(x.1[32]: sum, stored)} [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w_up.1[64]
    c2: loop x.1[32]

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
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, m17_ptr, m17_s0, m17_s1, m27_ptr, m27_s0, m27_s1, m35_ptr, m35_s0, m35_s1, buf103_ptr, buf103_s0, buf103_s1, E_c0, E_c1, E_c2, E_n0, DOT_100: tl.constexpr, DOT_90: tl.constexpr, DOT_96: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf103: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t81 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t82 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t83 = (t81) * (t82)
    acc85 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t84 = tl.load(states11_ptr + i_c0 * states11_s0 + i_c2 * states11_s1 + tl.arange(0, T_c0)[:, None] * states11_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc85 = acc85 + t84
    t86 = acc85 + 0.00032
    t87 = tl.rsqrt(t86)
    t88 = (t83) * (t87)
    acc102 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t89 = tl.load(m17_ptr + offs_n0[:, None] * m17_s0 + offs_c1[None, :] * m17_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_90:
            t91 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t88, 0.0), tl.where((offs_n0 < E_n0)[:, None], t89, 0.0), input_precision="ieee")
        else:
            t91 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t88, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t89, 0.0), 0), axis=1)
        t92 = (t91) * (5.656854249492381)
        t93 = 1.0 / (1.0 + tl.exp(-(t92)))
        t94 = (t91) * (t93)
        t95 = tl.load(m27_ptr + offs_n0[:, None] * m27_s0 + offs_c1[None, :] * m27_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_96:
            t97 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t88, 0.0), tl.where((offs_n0 < E_n0)[:, None], t95, 0.0), input_precision="ieee")
        else:
            t97 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t88, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t95, 0.0), 0), axis=1)
        t98 = (t94) * (t97)
        t99 = tl.load(m35_ptr + offs_c1[:, None] * m35_s0 + offs_n0[None, :] * m35_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_100:
            t101 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t98, 0.0), tl.where((offs_c1 < E_c1)[:, None], t99, 0.0), input_precision="ieee")
        else:
            t101 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t98, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t99, 0.0), 0), axis=1)
        acc102 = acc102 + t101
    tl.store(buf103_ptr + offs_c0[:, None] * buf103_s0 + offs_n0[None, :] * buf103_s1, acc102, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, m17_ptr, m17_s0, m17_s1, m27_ptr, m27_s0, m27_s1, m35_ptr, m35_s0, m35_s1, m44_ptr, m44_s0, m44_s1, m48_ptr, m48_s0, m48_s1, m65_ptr, m65_s0, m65_s1, m72_ptr, m72_s0, m72_s1, buf103_ptr, buf103_s0, buf103_s1, buf108_ptr, buf108_s0, buf108_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_22: tl.constexpr, DOT_32: tl.constexpr, DOT_40: tl.constexpr, DOT_52: tl.constexpr, DOT_69: tl.constexpr, DOT_76: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf108: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t6 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = (t2) * (t6)
    acc13 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t12 = tl.load(states11_ptr + i_c0 * states11_s0 + i_c2 * states11_s1 + tl.arange(0, T_c0)[:, None] * states11_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc13 = acc13 + t12
    t14 = acc13 + 0.00032
    t15 = tl.rsqrt(t14)
    t16 = (t7) * (t15)
    t21 = tl.load(m17_ptr + offs_n0[:, None] * m17_s0 + offs_n1[None, :] * m17_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_22:
        t23 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t16, 0.0), tl.where((offs_n0 < E_n0)[:, None], t21, 0.0), input_precision="ieee")
    else:
        t23 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t16, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t21, 0.0), 0), axis=1)
    t24 = (t23) * (5.656854249492381)
    t25 = 1.0 / (1.0 + tl.exp(-(t24)))
    t26 = (t23) * (t25)
    t31 = tl.load(m27_ptr + offs_n0[:, None] * m27_s0 + offs_n1[None, :] * m27_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_32:
        t33 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t16, 0.0), tl.where((offs_n0 < E_n0)[:, None], t31, 0.0), input_precision="ieee")
    else:
        t33 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t16, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t31, 0.0), 0), axis=1)
    t34 = (t26) * (t33)
    t39 = tl.load(m35_ptr + offs_n1[:, None] * m35_s0 + offs_n0[None, :] * m35_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_40:
        t41 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t34, 0.0), tl.where((offs_n1 < E_n1)[:, None], t39, 0.0), input_precision="ieee")
    else:
        t41 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t39, 0.0), 0), axis=1)
    t42 = (t41) * (32.00000000000001)
    t43 = t42 + t2
    t46 = tl.load(m44_ptr + offs_n0[None, :] * m44_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t47 = (t43) * (t46)
    t54 = (t43) * (t43)
    t55 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t54, 0.0), axis=1, keep_dims=True)
    t56 = t55 + 0.00032
    t57 = tl.rsqrt(t56)
    t59 = (t55) * (0.03125)
    t60 = t59 + 1e-05
    t61 = tl.rsqrt(t60)
    acc79 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t51 = tl.load(m48_ptr + offs_n0[:, None] * m48_s0 + offs_c1[None, :] * m48_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_52:
            t53 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t47, 0.0), tl.where((offs_n0 < E_n0)[:, None], t51, 0.0), input_precision="ieee")
        else:
            t53 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t47, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t51, 0.0), 0), axis=1)
        t58 = (t53) * (t57)
        t62 = (t53) * (t61)
        t63 = 1.0 / (1.0 + tl.exp(-(t62)))
        t64 = (t58) * (t63)
        t68 = tl.load(m65_ptr + offs_n0[:, None] * m65_s0 + offs_c1[None, :] * m65_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_69:
            t70 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t47, 0.0), tl.where((offs_n0 < E_n0)[:, None], t68, 0.0), input_precision="ieee")
        else:
            t70 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t47, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t68, 0.0), 0), axis=1)
        t71 = (t64) * (t70)
        t75 = tl.load(m72_ptr + offs_c1[:, None] * m72_s0 + offs_n0[None, :] * m72_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_76:
            t77 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t71, 0.0), tl.where((offs_c1 < E_c1)[:, None], t75, 0.0), input_precision="ieee")
        else:
            t77 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t71, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t75, 0.0), 0), axis=1)
        t78 = (t77) * (t57)
        acc79 = acc79 + t78
    t80 = (acc79) * (32.00000000000001)
    t104 = tl.load(buf103_ptr + offs_c0[:, None] * buf103_s0 + offs_n0[None, :] * buf103_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t105 = (t104) * (32.00000000000001)
    t106 = t105 + t2
    t107 = t80 + t106
    tl.store(buf108_ptr + offs_c0[:, None] * buf108_s0 + offs_n0[None, :] * buf108_s1, t107, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m30 = inputs['w_up']
    m29 = m30.narrow(0, 0, 1)
    m28 = m29.reshape([64, 32])
    m27 = m28.permute([1, 0])
    m38 = inputs['w_down']
    m37 = m38.narrow(0, 0, 1)
    m36 = m37.reshape([32, 64])
    m35 = m36.permute([1, 0])
    m45 = m5.narrow(0, 1, 1)
    m44 = m45.reshape([1, 32])
    m50 = m20.narrow(0, 1, 1)
    m49 = m50.reshape([64, 32])
    m48 = m49.permute([1, 0])
    m67 = m30.narrow(0, 1, 1)
    m66 = m67.reshape([64, 32])
    m65 = m66.permute([1, 0])
    m74 = m38.narrow(0, 1, 1)
    m73 = m74.reshape([32, 64])
    m72 = m73.permute([1, 0])
    buf103 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), buf103_ptr=buf103, buf103_s0=buf103.stride(0), buf103_s1=buf103.stride(1), E_c0=8, E_c1=64, E_c2=32, E_n0=32, DOT_100=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, DOT_90=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_96=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf108 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m65_ptr=m65, m65_s0=m65.stride(0), m65_s1=m65.stride(1), m72_ptr=m72, m72_s0=m72.stride(0), m72_s1=m72.stride(1), buf103_ptr=buf103, buf103_s0=buf103.stride(0), buf103_s1=buf103.stride(1), buf108_ptr=buf108, buf108_s0=buf108.stride(0), buf108_s1=buf108.stride(1), E_c0=8, E_c1=64, E_c2=32, E_n0=32, E_n1=64, DOT_22=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_32=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_40=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, DOT_52=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_69=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_76=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf108


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
