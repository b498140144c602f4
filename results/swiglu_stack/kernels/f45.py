"""swiglu_stack [small], candidate 45: 3 kernel(s)

Rendered by EqiForge from candidate 45 of swiglu_stack [small]: store(w_up.1[64]) loop(x.1[32]: sum) loop(x.1[32]: sum) loop(x.1[32]: sum) ; grid(x.0@0, x.1@1) loop(w_up.1[64]: sum, stored) | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f45.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m33_ptr, m33_s0, m33_s1, m42_ptr, m42_s0, m42_s1, states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, E_c0, E_c1, E_c2, E_c3, DOT_14: tl.constexpr, DOT_38: tl.constexpr, DOT_47: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states50: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
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
    acc20 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t17 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t18 = (t17) * (t17)
        t19 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t18, 0.0), axis=1, keep_dims=True)
        acc20 = acc20 + t19
    t21 = acc20 + 0.00032
    t22 = tl.rsqrt(t21)
    t23 = (acc16) * (t22)
    t24 = (acc20) * (0.03125)
    t25 = t24 + 1e-05
    t26 = tl.rsqrt(t25)
    t27 = (acc16) * (t26)
    t28 = 1.0 / (1.0 + tl.exp(-(t27)))
    t29 = (t23) * (t28)
    acc40 = tl.full([T_c0, T_c3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t30 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t31 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t32 = (t30) * (t31)
        t37 = tl.load(m33_ptr + offs_c2[:, None] * m33_s0 + offs_c3[None, :] * m33_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_38:
            t39 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t32, 0.0), tl.where((offs_c2 < E_c2)[:, None], t37, 0.0), input_precision="ieee")
        else:
            t39 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t37, 0.0), 0), axis=1)
        acc40 = acc40 + t39
    t41 = (t29) * (acc40)
    t46 = tl.load(m42_ptr + offs_c3[:, None] * m42_s0 + offs_c1[None, :] * m42_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_47:
        t48 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t41, 0.0), tl.where((offs_c3 < E_c3)[:, None], t46, 0.0), input_precision="ieee")
    else:
        t48 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t41, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t46, 0.0), 0), axis=1)
    t49 = (t48) * (t22)
    tl.store(states50_ptr + i_c0 * states50_s0 + i_c1 * states50_s1 + i_c3 * states50_s2 + tl.arange(0, T_c0)[:, None] * states50_s3 + tl.arange(0, T_c1)[None, :] * states50_s4 + tl.zeros([T_c0, T_c1], tl.int32), t49)


@triton.jit
def kernel_1(states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, states50_s4, m1_ptr, m1_s0, m1_s1, buf56_ptr, buf56_s0, buf56_s1, E_c0, E_c1, E_c3, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf56: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc52 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t51 = tl.load(states50_ptr + i_c0 * states50_s0 + i_c1 * states50_s1 + i_c3 * states50_s2 + tl.arange(0, T_c0)[:, None] * states50_s3 + tl.arange(0, T_c1)[None, :] * states50_s4 + tl.zeros([T_c0, T_c1], tl.int32))
        acc52 = acc52 + t51
    t53 = (acc52) * (32.00000000000001)
    t54 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t55 = t53 + t54
    tl.store(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_c1[None, :] * buf56_s1, t55, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf56_ptr, buf56_s0, buf56_s1, m58_ptr, m58_s0, m58_s1, m63_ptr, m63_s0, m63_s1, m69_ptr, m69_s0, m69_s1, m88_ptr, m88_s0, m88_s1, buf98_ptr, buf98_s0, buf98_s1, E_c0, E_c1, E_c2, E_n0, DOT_67: tl.constexpr, DOT_73: tl.constexpr, DOT_92: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
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
    acc75 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc76 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t57 = tl.load(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_c2[None, :] * buf56_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t61 = tl.load(m58_ptr + offs_c2[None, :] * m58_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t62 = (t57) * (t61)
        t66 = tl.load(m63_ptr + offs_c2[:, None] * m63_s0 + offs_n0[None, :] * m63_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_67:
            t68 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t62, 0.0), tl.where((offs_c2 < E_c2)[:, None], t66, 0.0), input_precision="ieee")
        else:
            t68 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t62, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t66, 0.0), 0), axis=1)
        t72 = tl.load(m69_ptr + offs_c2[:, None] * m69_s0 + offs_n0[None, :] * m69_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_73:
            t74 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t62, 0.0), tl.where((offs_c2 < E_c2)[:, None], t72, 0.0), input_precision="ieee")
        else:
            t74 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t62, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t72, 0.0), 0), axis=1)
        acc75 = acc75 + t68
        acc76 = acc76 + t74
    acc80 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t77 = tl.load(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_c2[None, :] * buf56_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t78 = (t77) * (t77)
        t79 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t78, 0.0), axis=1, keep_dims=True)
        acc80 = acc80 + t79
    t81 = acc80 + 0.00032
    t82 = tl.rsqrt(t81)
    t83 = (acc75) * (t82)
    t84 = (t83) * (5.656854249492381)
    t85 = 1.0 / (1.0 + tl.exp(-(t84)))
    t86 = (t83) * (t85)
    t87 = (t86) * (acc76)
    t91 = tl.load(m88_ptr + offs_n0[:, None] * m88_s0 + offs_c1[None, :] * m88_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_92:
        t93 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t87, 0.0), tl.where((offs_n0 < E_n0)[:, None], t91, 0.0), input_precision="ieee")
    else:
        t93 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t87, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t91, 0.0), 0), axis=1)
    t94 = (t93) * (t82)
    t95 = (t94) * (32.00000000000001)
    t96 = tl.load(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_c1[None, :] * buf56_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
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
    m36 = inputs['w_up']
    m35 = m36.narrow(0, 0, 1)
    m34 = m35.reshape([64, 32])
    m33 = m34.permute([1, 0])
    m45 = inputs['w_down']
    m44 = m45.narrow(0, 0, 1)
    m43 = m44.reshape([32, 64])
    m42 = m43.permute([1, 0])
    states50 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), _cdiv(64, T['c3']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']) * _cdiv(64, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), E_c0=8, E_c1=32, E_c2=32, E_c3=64, DOT_14=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_38=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_47=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c1']) >= 16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    buf56 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), states50_s4=states50.stride(4), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), E_c0=8, E_c1=32, E_c3=64, T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'])
    m60 = m6.narrow(0, 1, 1)
    m59 = m60.reshape([32])
    m58 = m59.reshape([1, 32])
    m65 = m12.narrow(0, 1, 1)
    m64 = m65.reshape([64, 32])
    m63 = m64.permute([1, 0])
    m71 = m36.narrow(0, 1, 1)
    m70 = m71.reshape([64, 32])
    m69 = m70.permute([1, 0])
    m90 = m45.narrow(0, 1, 1)
    m89 = m90.reshape([32, 64])
    m88 = m89.permute([1, 0])
    buf98 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m69_ptr=m69, m69_s0=m69.stride(0), m69_s1=m69.stride(1), m88_ptr=m88, m88_s0=m88.stride(0), m88_s1=m88.stride(1), buf98_ptr=buf98, buf98_s0=buf98.stride(0), buf98_s1=buf98.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n0=64, DOT_67=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_73=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_92=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf98


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
