"""swiglu_stack [small], candidate 18: 2 kernel(s)

Rendered by EqiForge from candidate 18 of swiglu_stack [small]: grid(x.0@0, x.1@1) loop(w_up.1[64]: pair(sum, sum)) {loop(x.1[32]: pair(sum, sum))} [5 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]
    c3: loop x.1[32]

Run it on its own: `python kernels/f18.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m33_ptr, m33_s0, m33_s1, m44_ptr, m44_s0, m44_s1, buf66_ptr, buf66_s0, buf66_s1, E_c0, E_c1, E_c2, E_c3, E_n0, DOT_14: tl.constexpr, DOT_38: tl.constexpr, DOT_49: tl.constexpr, DOT_55: tl.constexpr, DOT_59: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf66: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t16 = (t2) * (t2)
    t17 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t16, 0.0), axis=1, keep_dims=True)
    t18 = t17 + 0.00032
    t19 = tl.rsqrt(t18)
    t28 = (t2) * (t2)
    t29 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t28, 0.0), axis=1, keep_dims=True)
    t30 = t29 + 0.00032
    t31 = tl.rsqrt(t30)
    acc61 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    acc62 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(m9_ptr + offs_n0[:, None] * m9_s0 + offs_c2[None, :] * m9_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_14:
            t15 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), input_precision="ieee")
        else:
            t15 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), 0), axis=1)
        t20 = (t15) * (t19)
        t21 = (t20) * (2.8284271247461903)
        t22 = 2.0 / (1.0 + tl.exp(-2.0 * (t21))) - 1.0
        t23 = t22 + 1.0
        t24 = (t23) * (t15)
        acc41 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        acc42 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t25 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t26 = tl.load(m3_ptr + offs_c3[None, :] * m3_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t27 = (t25) * (t26)
            t32 = (t27) * (t31)
            t37 = tl.load(m33_ptr + offs_c3[:, None] * m33_s0 + offs_c2[None, :] * m33_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_38:
                t39 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t32, 0.0), tl.where((offs_c3 < E_c3)[:, None], t37, 0.0), input_precision="ieee")
            else:
                t39 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t37, 0.0), 0), axis=1)
            t40 = (t39) * (5.656854249492381)
            acc41 = acc41 + t40
            acc42 = acc42 + t39
        t43 = (t24) * (acc41)
        t48 = tl.load(m44_ptr + offs_c2[:, None] * m44_s0 + offs_c1[None, :] * m44_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_49:
            t50 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t43, 0.0), tl.where((offs_c2 < E_c2)[:, None], t48, 0.0), input_precision="ieee")
        else:
            t50 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t43, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t48, 0.0), 0), axis=1)
        t51 = (t20) * (5.656854249492381)
        t52 = 1.0 / (1.0 + tl.exp(-(t51)))
        t53 = (t20) * (t52)
        t54 = tl.load(m33_ptr + offs_n0[:, None] * m33_s0 + offs_c2[None, :] * m33_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_55:
            t56 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t54, 0.0), input_precision="ieee")
        else:
            t56 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t54, 0.0), 0), axis=1)
        t57 = (t56) * (t19)
        t58 = (t53) * (t57)
        if DOT_59:
            t60 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t58, 0.0), tl.where((offs_c2 < E_c2)[:, None], t48, 0.0), input_precision="ieee")
        else:
            t60 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t58, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t48, 0.0), 0), axis=1)
        acc61 = acc61 + t50
        acc62 = acc62 + t60
    t63 = (acc62) * (32.00000000000001)
    t64 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t65 = t63 + t64
    tl.store(buf66_ptr + offs_c0[:, None] * buf66_s0 + offs_c1[None, :] * buf66_s1, t65, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf66_ptr, buf66_s0, buf66_s1, m68_ptr, m68_s0, m68_s1, m73_ptr, m73_s0, m73_s1, m88_ptr, m88_s0, m88_s1, m96_ptr, m96_s0, m96_s1, buf105_ptr, buf105_s0, buf105_s1, E_c0, E_c1, E_n0, E_n1, DOT_100: tl.constexpr, DOT_77: tl.constexpr, DOT_92: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf105: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t67 = tl.load(buf66_ptr + offs_c0[:, None] * buf66_s0 + offs_n0[None, :] * buf66_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t71 = tl.load(m68_ptr + offs_n0[None, :] * m68_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t72 = (t67) * (t71)
    t76 = tl.load(m73_ptr + offs_n0[:, None] * m73_s0 + offs_n1[None, :] * m73_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_77:
        t78 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t72, 0.0), tl.where((offs_n0 < E_n0)[:, None], t76, 0.0), input_precision="ieee")
    else:
        t78 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t72, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t76, 0.0), 0), axis=1)
    t79 = (t67) * (t67)
    t80 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t79, 0.0), axis=1, keep_dims=True)
    t81 = t80 + 0.00032
    t82 = tl.rsqrt(t81)
    t83 = (t78) * (t82)
    t84 = (t83) * (5.656854249492381)
    t85 = 1.0 / (1.0 + tl.exp(-(t84)))
    t86 = (t78) * (t85)
    t87 = (t86) * (t82)
    t91 = tl.load(m88_ptr + offs_n0[:, None] * m88_s0 + offs_n1[None, :] * m88_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_92:
        t93 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t72, 0.0), tl.where((offs_n0 < E_n0)[:, None], t91, 0.0), input_precision="ieee")
    else:
        t93 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t72, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t91, 0.0), 0), axis=1)
    t94 = (t93) * (t82)
    t95 = (t87) * (t94)
    t99 = tl.load(m96_ptr + offs_n1[:, None] * m96_s0 + offs_c1[None, :] * m96_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_100:
        t101 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t95, 0.0), tl.where((offs_n1 < E_n1)[:, None], t99, 0.0), input_precision="ieee")
    else:
        t101 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t95, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t99, 0.0), 0), axis=1)
    t102 = (t101) * (32.00000000000001)
    t103 = tl.load(buf66_ptr + offs_c0[:, None] * buf66_s0 + offs_c1[None, :] * buf66_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t104 = t102 + t103
    tl.store(buf105_ptr + offs_c0[:, None] * buf105_s0 + offs_c1[None, :] * buf105_s1, t104, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m47 = inputs['w_down']
    m46 = m47.narrow(0, 0, 1)
    m45 = m46.reshape([32, 64])
    m44 = m45.permute([1, 0])
    buf66 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), E_c0=8, E_c1=32, E_c2=64, E_c3=32, E_n0=32, DOT_14=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_38=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_49=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_55=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_59=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m70 = m6.narrow(0, 1, 1)
    m69 = m70.reshape([32])
    m68 = m69.reshape([1, 32])
    m75 = m12.narrow(0, 1, 1)
    m74 = m75.reshape([64, 32])
    m73 = m74.permute([1, 0])
    m90 = m36.narrow(0, 1, 1)
    m89 = m90.reshape([64, 32])
    m88 = m89.permute([1, 0])
    m98 = m47.narrow(0, 1, 1)
    m97 = m98.reshape([32, 64])
    m96 = m97.permute([1, 0])
    buf105 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m73_ptr=m73, m73_s0=m73.stride(0), m73_s1=m73.stride(1), m88_ptr=m88, m88_s0=m88.stride(0), m88_s1=m88.stride(1), m96_ptr=m96, m96_s0=m96.stride(0), m96_s1=m96.stride(1), buf105_ptr=buf105, buf105_s0=buf105.stride(0), buf105_s1=buf105.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_100=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, DOT_77=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_92=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf105


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
