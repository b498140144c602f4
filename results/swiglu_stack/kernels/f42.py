"""swiglu_stack [small], candidate 42: 3 kernel(s)

Rendered by EqiForge from candidate 42 of swiglu_stack [small]: grid(x.0@0) loop(x.1[32]: sum) ; grid(x.1@1) loop(w_up.1[64]: pair(sum, sum)) {loop(x.1[32]: sum) loop(x.1[32]: sum)} [3 mm] | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f42.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, buf21_ptr, buf21_s0, buf21_s1, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf21: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc20 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t17 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t18 = (t17) * (t17)
        t19 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t18, 0.0), axis=1, keep_dims=True)
        acc20 = acc20 + t19
    tl.store(buf21_ptr + offs_c0[:, None] * buf21_s0, acc20, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, buf21_ptr, buf21_s0, buf21_s1, m32_ptr, m32_s0, m32_s1, m41_ptr, m41_s0, m41_s1, buf61_ptr, buf61_s0, buf61_s1, E_c1, E_c2, E_c3, E_n0, DOT_14: tl.constexpr, DOT_37: tl.constexpr, DOT_46: tl.constexpr, F_n0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf61: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t22 = tl.load(buf21_ptr + offs_n0[:, None] * buf21_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t23 = (t22) * (0.03125)
    t24 = t23 + 1e-05
    t25 = tl.rsqrt(t24)
    t48 = t22 + 0.00032
    t49 = tl.rsqrt(t48)
    acc52 = tl.full([F_n0, T_c1], 0.0, tl.float32)
    acc53 = tl.full([F_n0, T_c1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        acc16 = tl.full([F_n0, T_c3], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t7 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t8 = (t2) * (t7)
            t13 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_c3[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            if DOT_14:
                t15 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), input_precision="ieee")
            else:
                t15 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), 0), axis=1)
            acc16 = acc16 + t15
        t26 = (acc16) * (t25)
        t27 = 1.0 / (1.0 + tl.exp(-(t26)))
        t28 = (acc16) * (t27)
        acc39 = tl.full([F_n0, T_c3], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t29 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t30 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t31 = (t29) * (t30)
            t36 = tl.load(m32_ptr + offs_c2[:, None] * m32_s0 + offs_c3[None, :] * m32_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            if DOT_37:
                t38 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), input_precision="ieee")
            else:
                t38 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), 0), axis=1)
            acc39 = acc39 + t38
        t40 = (t28) * (acc39)
        t45 = tl.load(m41_ptr + offs_c3[:, None] * m41_s0 + offs_c1[None, :] * m41_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_46:
            t47 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t40, 0.0), tl.where((offs_c3 < E_c3)[:, None], t45, 0.0), input_precision="ieee")
        else:
            t47 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t40, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t45, 0.0), 0), axis=1)
        t50 = (t47) * (t49)
        t51 = (t50) * (t49)
        acc52 = acc52 + t51
        acc53 = acc53 + t47
    t54 = t22 + 0.00032
    t55 = tl.rsqrt(t54)
    t56 = (acc53) * (t55)
    t57 = (t56) * (t55)
    t58 = (t57) * (32.00000000000001)
    t59 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t60 = t58 + t59
    tl.store(buf61_ptr + offs_n0[:, None] * buf61_s0 + offs_c1[None, :] * buf61_s1, t60, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf61_ptr, buf61_s0, buf61_s1, m63_ptr, m63_s0, m63_s1, m68_ptr, m68_s0, m68_s1, m74_ptr, m74_s0, m74_s1, m93_ptr, m93_s0, m93_s1, buf104_ptr, buf104_s0, buf104_s1, E_c0, E_c1, E_c2, E_n1, DOT_72: tl.constexpr, DOT_78: tl.constexpr, DOT_97: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf104: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc80 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc81 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t62 = tl.load(buf61_ptr + offs_c0[:, None] * buf61_s0 + offs_c2[None, :] * buf61_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t66 = tl.load(m63_ptr + offs_c2[None, :] * m63_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t67 = (t62) * (t66)
        t71 = tl.load(m68_ptr + offs_c2[:, None] * m68_s0 + offs_n1[None, :] * m68_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_72:
            t73 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t67, 0.0), tl.where((offs_c2 < E_c2)[:, None], t71, 0.0), input_precision="ieee")
        else:
            t73 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t67, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t71, 0.0), 0), axis=1)
        t77 = tl.load(m74_ptr + offs_c2[:, None] * m74_s0 + offs_n1[None, :] * m74_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_78:
            t79 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t67, 0.0), tl.where((offs_c2 < E_c2)[:, None], t77, 0.0), input_precision="ieee")
        else:
            t79 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t67, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t77, 0.0), 0), axis=1)
        acc80 = acc80 + t73
        acc81 = acc81 + t79
    acc85 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t82 = tl.load(buf61_ptr + offs_c0[:, None] * buf61_s0 + offs_c2[None, :] * buf61_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t83 = (t82) * (t82)
        t84 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t83, 0.0), axis=1, keep_dims=True)
        acc85 = acc85 + t84
    t86 = acc85 + 0.00032
    t87 = tl.rsqrt(t86)
    t88 = (acc81) * (t87)
    t89 = (t88) * (5.656854249492381)
    t90 = 1.0 / (1.0 + tl.exp(-(t89)))
    t91 = (acc81) * (t90)
    t92 = (t91) * (acc80)
    t96 = tl.load(m93_ptr + offs_n1[:, None] * m93_s0 + offs_c1[None, :] * m93_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_97:
        t98 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t92, 0.0), tl.where((offs_n1 < E_n1)[:, None], t96, 0.0), input_precision="ieee")
    else:
        t98 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t92, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t96, 0.0), 0), axis=1)
    t99 = (t98) * (t87)
    t100 = (t99) * (t87)
    t101 = (t100) * (32.00000000000001)
    t102 = tl.load(buf61_ptr + offs_c0[:, None] * buf61_s0 + offs_c1[None, :] * buf61_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t103 = t101 + t102
    tl.store(buf104_ptr + offs_c0[:, None] * buf104_s0 + offs_c1[None, :] * buf104_s1, t103, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    buf21 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), E_c0=8, E_c2=32, T_c0=T['c0'], T_c2=T['c2'])
    m35 = inputs['w_up']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([64, 32])
    m32 = m33.permute([1, 0])
    m44 = inputs['w_down']
    m43 = m44.narrow(0, 0, 1)
    m42 = m43.reshape([32, 64])
    m41 = m42.permute([1, 0])
    buf61 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), E_c1=32, E_c2=32, E_c3=64, E_n0=8, DOT_14=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_37=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_46=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m65 = m6.narrow(0, 1, 1)
    m64 = m65.reshape([32])
    m63 = m64.reshape([1, 32])
    m70 = m35.narrow(0, 1, 1)
    m69 = m70.reshape([64, 32])
    m68 = m69.permute([1, 0])
    m76 = m12.narrow(0, 1, 1)
    m75 = m76.reshape([64, 32])
    m74 = m75.permute([1, 0])
    m95 = m44.narrow(0, 1, 1)
    m94 = m95.reshape([32, 64])
    m93 = m94.permute([1, 0])
    buf104 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m74_ptr=m74, m74_s0=m74.stride(0), m74_s1=m74.stride(1), m93_ptr=m93, m93_s0=m93.stride(0), m93_s1=m93.stride(1), buf104_ptr=buf104, buf104_s0=buf104.stride(0), buf104_s1=buf104.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n1=64, DOT_72=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_78=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_97=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf104


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
