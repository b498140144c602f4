"""swiglu_stack [small], candidate 23: 2 kernel(s)

Rendered by EqiForge from candidate 23 of swiglu_stack [small]: grid(x.0@0, x.1@1) loop(w_up.1[64]: pair(sum, sum)) {loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: pair(sum, sum))} [6 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]
    c3: loop x.1[32]

Run it on its own: `python kernels/f23.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m24_ptr, m24_s0, m24_s1, m33_ptr, m33_s0, m33_s1, buf75_ptr, buf75_s0, buf75_s1, E_c0, E_c1, E_c2, E_c3, E_n0, DOT_14: tl.constexpr, DOT_29: tl.constexpr, DOT_38: tl.constexpr, DOT_49: tl.constexpr, DOT_62: tl.constexpr, DOT_68: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf75: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t43 = (t2) * (t2)
    t44 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t43, 0.0), axis=1, keep_dims=True)
    t45 = t44 + 0.00032
    t46 = tl.rsqrt(t45)
    acc70 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    acc71 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(m9_ptr + offs_n0[:, None] * m9_s0 + offs_c2[None, :] * m9_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_14:
            t15 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), input_precision="ieee")
        else:
            t15 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), 0), axis=1)
        t20 = (t15) * (t19)
        t21 = (t20) * (5.656854249492381)
        t22 = 1.0 / (1.0 + tl.exp(-(t21)))
        t23 = (t20) * (t22)
        t28 = tl.load(m24_ptr + offs_n0[:, None] * m24_s0 + offs_c2[None, :] * m24_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_29:
            t30 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t28, 0.0), input_precision="ieee")
        else:
            t30 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t28, 0.0), 0), axis=1)
        t31 = (t30) * (t19)
        t32 = (t23) * (t31)
        t37 = tl.load(m33_ptr + offs_c2[:, None] * m33_s0 + offs_c1[None, :] * m33_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_38:
            t39 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t32, 0.0), tl.where((offs_c2 < E_c2)[:, None], t37, 0.0), input_precision="ieee")
        else:
            t39 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t37, 0.0), 0), axis=1)
        acc52 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        acc53 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t40 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t41 = tl.load(m3_ptr + offs_c3[None, :] * m3_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t42 = (t40) * (t41)
            t47 = (t42) * (t46)
            t48 = tl.load(m9_ptr + offs_c3[:, None] * m9_s0 + offs_c2[None, :] * m9_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_49:
                t50 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t47, 0.0), tl.where((offs_c3 < E_c3)[:, None], t48, 0.0), input_precision="ieee")
            else:
                t50 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t47, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t48, 0.0), 0), axis=1)
            t51 = (t50) * (2.8284271247461903)
            acc52 = acc52 + t51
            acc53 = acc53 + t50
        t54 = 2.0 / (1.0 + tl.exp(-2.0 * (acc52))) - 1.0
        t55 = t54 + 1.0
        t56 = (t55) * (t15)
        acc65 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        acc66 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t57 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t58 = tl.load(m3_ptr + offs_c3[None, :] * m3_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t59 = (t57) * (t58)
            t60 = (t59) * (t46)
            t61 = tl.load(m24_ptr + offs_c3[:, None] * m24_s0 + offs_c2[None, :] * m24_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_62:
                t63 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t60, 0.0), tl.where((offs_c3 < E_c3)[:, None], t61, 0.0), input_precision="ieee")
            else:
                t63 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t60, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t61, 0.0), 0), axis=1)
            t64 = (t63) * (5.656854249492381)
            acc65 = acc65 + t64
            acc66 = acc66 + t63
        t67 = (t56) * (acc65)
        if DOT_68:
            t69 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t67, 0.0), tl.where((offs_c2 < E_c2)[:, None], t37, 0.0), input_precision="ieee")
        else:
            t69 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t67, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t37, 0.0), 0), axis=1)
        acc70 = acc70 + t39
        acc71 = acc71 + t69
    t72 = (acc70) * (32.00000000000001)
    t73 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t74 = t72 + t73
    tl.store(buf75_ptr + offs_c0[:, None] * buf75_s0 + offs_c1[None, :] * buf75_s1, t74, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf75_ptr, buf75_s0, buf75_s1, m77_ptr, m77_s0, m77_s1, m82_ptr, m82_s0, m82_s1, m97_ptr, m97_s0, m97_s1, m105_ptr, m105_s0, m105_s1, buf114_ptr, buf114_s0, buf114_s1, E_c0, E_c1, E_n0, E_n1, DOT_101: tl.constexpr, DOT_109: tl.constexpr, DOT_86: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf114: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t76 = tl.load(buf75_ptr + offs_c0[:, None] * buf75_s0 + offs_n0[None, :] * buf75_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t80 = tl.load(m77_ptr + offs_n0[None, :] * m77_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t81 = (t76) * (t80)
    t85 = tl.load(m82_ptr + offs_n0[:, None] * m82_s0 + offs_n1[None, :] * m82_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_86:
        t87 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t81, 0.0), tl.where((offs_n0 < E_n0)[:, None], t85, 0.0), input_precision="ieee")
    else:
        t87 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t81, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t85, 0.0), 0), axis=1)
    t88 = (t76) * (t76)
    t89 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t88, 0.0), axis=1, keep_dims=True)
    t90 = t89 + 0.00032
    t91 = tl.rsqrt(t90)
    t92 = (t87) * (t91)
    t93 = (t92) * (5.656854249492381)
    t94 = 1.0 / (1.0 + tl.exp(-(t93)))
    t95 = (t87) * (t94)
    t96 = (t95) * (t91)
    t100 = tl.load(m97_ptr + offs_n0[:, None] * m97_s0 + offs_n1[None, :] * m97_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_101:
        t102 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t81, 0.0), tl.where((offs_n0 < E_n0)[:, None], t100, 0.0), input_precision="ieee")
    else:
        t102 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t81, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t100, 0.0), 0), axis=1)
    t103 = (t102) * (t91)
    t104 = (t96) * (t103)
    t108 = tl.load(m105_ptr + offs_n1[:, None] * m105_s0 + offs_c1[None, :] * m105_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_109:
        t110 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t104, 0.0), tl.where((offs_n1 < E_n1)[:, None], t108, 0.0), input_precision="ieee")
    else:
        t110 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t104, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t108, 0.0), 0), axis=1)
    t111 = (t110) * (32.00000000000001)
    t112 = tl.load(buf75_ptr + offs_c0[:, None] * buf75_s0 + offs_c1[None, :] * buf75_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t113 = t111 + t112
    tl.store(buf114_ptr + offs_c0[:, None] * buf114_s0 + offs_c1[None, :] * buf114_s1, t113, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m36 = inputs['w_down']
    m35 = m36.narrow(0, 0, 1)
    m34 = m35.reshape([32, 64])
    m33 = m34.permute([1, 0])
    buf75 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), E_c0=8, E_c1=32, E_c2=64, E_c3=32, E_n0=32, DOT_14=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_29=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_38=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_49=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_62=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_68=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m79 = m6.narrow(0, 1, 1)
    m78 = m79.reshape([32])
    m77 = m78.reshape([1, 32])
    m84 = m12.narrow(0, 1, 1)
    m83 = m84.reshape([64, 32])
    m82 = m83.permute([1, 0])
    m99 = m27.narrow(0, 1, 1)
    m98 = m99.reshape([64, 32])
    m97 = m98.permute([1, 0])
    m107 = m36.narrow(0, 1, 1)
    m106 = m107.reshape([32, 64])
    m105 = m106.permute([1, 0])
    buf114 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), m77_ptr=m77, m77_s0=m77.stride(0), m77_s1=m77.stride(1), m82_ptr=m82, m82_s0=m82.stride(0), m82_s1=m82.stride(1), m97_ptr=m97, m97_s0=m97.stride(0), m97_s1=m97.stride(1), m105_ptr=m105, m105_s0=m105.stride(0), m105_s1=m105.stride(1), buf114_ptr=buf114, buf114_s0=buf114.stride(0), buf114_s1=buf114.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_101=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_109=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, DOT_86=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf114


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
