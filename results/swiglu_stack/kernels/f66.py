"""swiglu_stack [small], candidate 66: 3 kernel(s)

Rendered by EqiForge from candidate 66 of swiglu_stack [small]: store(x.1[32]) ; grid(x.1@1) loop(w_up.1[64]: sum) {loop(x.1[32]: sum) loop(x.1[32]: sum)} loop(x.1[32]: sum, stored) [3 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]
    c3: loop x.1[32]

Run it on its own: `python kernels/f66.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32, "c3": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 64, "c3": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, states52_ptr, states52_s0, states52_s1, states52_s2, E_c3, E_n1, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # stores states52: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t49 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t50 = (t49) * (t49)
    t51 = tl.sum(tl.where((offs_c3 < E_c3)[None, :], t50, 0.0), axis=1, keep_dims=True)
    tl.store(states52_ptr + i_c3 * states52_s0 + tl.arange(0, F_n1)[:, None] * states52_s1 + tl.zeros([F_n1, 1], tl.int32), t51)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m29_ptr, m29_s0, m29_s1, m38_ptr, m38_s0, m38_s1, states52_ptr, states52_s0, states52_s1, states52_s2, buf61_ptr, buf61_s0, buf61_s1, E_c1, E_c2, E_c3, E_n0, E_n1, DOT_14: tl.constexpr, DOT_34: tl.constexpr, DOT_43: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf61: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t17 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t18 = (t17) * (t17)
    t19 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t18, 0.0), axis=1, keep_dims=True)
    t20 = (t19) * (0.03125)
    t21 = t20 + 1e-05
    t22 = tl.rsqrt(t21)
    t45 = t19 + 0.00032
    t46 = tl.rsqrt(t45)
    acc48 = tl.full([F_n1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc16 = tl.full([F_n1, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t7 = tl.load(m3_ptr + offs_c3[None, :] * m3_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t8 = (t2) * (t7)
            t13 = tl.load(m9_ptr + offs_c3[:, None] * m9_s0 + offs_c2[None, :] * m9_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_14:
                t15 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t8, 0.0), tl.where((offs_c3 < E_c3)[:, None], t13, 0.0), input_precision="ieee")
            else:
                t15 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t13, 0.0), 0), axis=1)
            acc16 = acc16 + t15
        t23 = (acc16) * (t22)
        t24 = 1.0 / (1.0 + tl.exp(-(t23)))
        t25 = (acc16) * (t24)
        acc36 = tl.full([F_n1, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t26 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t27 = tl.load(m3_ptr + offs_c3[None, :] * m3_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t28 = (t26) * (t27)
            t33 = tl.load(m29_ptr + offs_c3[:, None] * m29_s0 + offs_c2[None, :] * m29_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_34:
                t35 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t28, 0.0), tl.where((offs_c3 < E_c3)[:, None], t33, 0.0), input_precision="ieee")
            else:
                t35 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t28, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t33, 0.0), 0), axis=1)
            acc36 = acc36 + t35
        t37 = (t25) * (acc36)
        t42 = tl.load(m38_ptr + offs_c2[:, None] * m38_s0 + offs_c1[None, :] * m38_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_43:
            t44 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t37, 0.0), tl.where((offs_c2 < E_c2)[:, None], t42, 0.0), input_precision="ieee")
        else:
            t44 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t42, 0.0), 0), axis=1)
        t47 = (t44) * (t46)
        acc48 = acc48 + t47
    acc54 = tl.full([F_n1, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t53 = tl.load(states52_ptr + i_c3 * states52_s0 + tl.arange(0, F_n1)[:, None] * states52_s1 + tl.zeros([F_n1, 1], tl.int32))
        acc54 = acc54 + t53
    t55 = acc54 + 0.00032
    t56 = tl.rsqrt(t55)
    t57 = (acc48) * (t56)
    t58 = (t57) * (32.00000000000001)
    t59 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t60 = t58 + t59
    tl.store(buf61_ptr + offs_n1[:, None] * buf61_s0 + offs_c1[None, :] * buf61_s1, t60, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf61_ptr, buf61_s0, buf61_s1, m63_ptr, m63_s0, m63_s1, m73_ptr, m73_s0, m73_s1, m82_ptr, m82_s0, m82_s1, m89_ptr, m89_s0, m89_s1, buf98_ptr, buf98_s0, buf98_s1, E_c0, E_c1, E_n0, E_n2, DOT_77: tl.constexpr, DOT_86: tl.constexpr, DOT_93: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
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
    t62 = tl.load(buf61_ptr + offs_c0[:, None] * buf61_s0 + offs_n0[None, :] * buf61_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t66 = tl.load(m63_ptr + offs_n0[None, :] * m63_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t67 = (t62) * (t66)
    t68 = (t62) * (t62)
    t69 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t68, 0.0), axis=1, keep_dims=True)
    t70 = t69 + 0.00032
    t71 = tl.rsqrt(t70)
    t72 = (t67) * (t71)
    t76 = tl.load(m73_ptr + offs_n0[:, None] * m73_s0 + offs_n2[None, :] * m73_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_77:
        t78 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t72, 0.0), tl.where((offs_n0 < E_n0)[:, None], t76, 0.0), input_precision="ieee")
    else:
        t78 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t72, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t76, 0.0), 0), axis=1)
    t79 = (t78) * (5.656854249492381)
    t80 = 1.0 / (1.0 + tl.exp(-(t79)))
    t81 = (t78) * (t80)
    t85 = tl.load(m82_ptr + offs_n0[:, None] * m82_s0 + offs_n2[None, :] * m82_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_86:
        t87 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t72, 0.0), tl.where((offs_n0 < E_n0)[:, None], t85, 0.0), input_precision="ieee")
    else:
        t87 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t72, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t85, 0.0), 0), axis=1)
    t88 = (t81) * (t87)
    t92 = tl.load(m89_ptr + offs_n2[:, None] * m89_s0 + offs_c1[None, :] * m89_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_93:
        t94 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t88, 0.0), tl.where((offs_n2 < E_n2)[:, None], t92, 0.0), input_precision="ieee")
    else:
        t94 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t88, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t92, 0.0), 0), axis=1)
    t95 = (t94) * (32.00000000000001)
    t96 = tl.load(buf61_ptr + offs_c0[:, None] * buf61_s0 + offs_c1[None, :] * buf61_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
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
    m32 = inputs['w_up']
    m31 = m32.narrow(0, 0, 1)
    m30 = m31.reshape([64, 32])
    m29 = m30.permute([1, 0])
    m41 = inputs['w_down']
    m40 = m41.narrow(0, 0, 1)
    m39 = m40.reshape([32, 64])
    m38 = m39.permute([1, 0])
    states52 = torch.full([_cdiv(32, T['c3']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), E_c3=32, E_n1=8, F_n1=_pow2(8), T_c3=T['c3'])
    buf61 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), states52_ptr=states52, states52_s0=states52.stride(0), states52_s1=states52.stride(1), states52_s2=states52.stride(2), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), E_c1=32, E_c2=64, E_c3=32, E_n0=32, E_n1=8, DOT_14=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_34=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_43=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m65 = m6.narrow(0, 1, 1)
    m64 = m65.reshape([32])
    m63 = m64.reshape([1, 32])
    m75 = m12.narrow(0, 1, 1)
    m74 = m75.reshape([64, 32])
    m73 = m74.permute([1, 0])
    m84 = m32.narrow(0, 1, 1)
    m83 = m84.reshape([64, 32])
    m82 = m83.permute([1, 0])
    m91 = m41.narrow(0, 1, 1)
    m90 = m91.reshape([32, 64])
    m89 = m90.permute([1, 0])
    buf98 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m73_ptr=m73, m73_s0=m73.stride(0), m73_s1=m73.stride(1), m82_ptr=m82, m82_s0=m82.stride(0), m82_s1=m82.stride(1), m89_ptr=m89, m89_s0=m89.stride(0), m89_s1=m89.stride(1), buf98_ptr=buf98, buf98_s0=buf98.stride(0), buf98_s1=buf98.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n2=64, DOT_77=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_86=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_93=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf98


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
