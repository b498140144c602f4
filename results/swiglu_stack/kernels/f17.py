"""swiglu_stack [small], candidate 17: 2 kernel(s)

Rendered by EqiForge from candidate 17 of swiglu_stack [small]: grid(x.0@0, x.1@1) loop(w_up.1[64]: pair(sum, sum)) {loop(x.1[32]: pair(sum, sum))} [4 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]
    c3: loop x.1[32]

Run it on its own: `python kernels/f17.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m28_ptr, m28_s0, m28_s1, m43_ptr, m43_s0, m43_s1, buf62_ptr, buf62_s0, buf62_s1, E_c0, E_c1, E_c2, E_c3, E_n0, DOT_14: tl.constexpr, DOT_33: tl.constexpr, DOT_48: tl.constexpr, DOT_55: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf62: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t35 = (t2) * (t2)
    t36 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t35, 0.0), axis=1, keep_dims=True)
    t37 = t36 + 0.00032
    t38 = tl.rsqrt(t37)
    acc58 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    acc59 = tl.full([T_c0, T_c1], 0.0, tl.float32)
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
        acc40 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        acc41 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t25 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t26 = tl.load(m3_ptr + offs_c3[None, :] * m3_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t27 = (t25) * (t26)
            t32 = tl.load(m28_ptr + offs_c3[:, None] * m28_s0 + offs_c2[None, :] * m28_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_33:
                t34 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t27, 0.0), tl.where((offs_c3 < E_c3)[:, None], t32, 0.0), input_precision="ieee")
            else:
                t34 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t32, 0.0), 0), axis=1)
            t39 = (t34) * (t38)
            acc40 = acc40 + t34
            acc41 = acc41 + t39
        t42 = (t24) * (acc40)
        t47 = tl.load(m43_ptr + offs_c2[:, None] * m43_s0 + offs_c1[None, :] * m43_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_48:
            t49 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t42, 0.0), tl.where((offs_c2 < E_c2)[:, None], t47, 0.0), input_precision="ieee")
        else:
            t49 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t42, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t47, 0.0), 0), axis=1)
        t50 = (t20) * (5.656854249492381)
        t51 = 1.0 / (1.0 + tl.exp(-(t50)))
        t52 = (t20) * (t51)
        t53 = (acc40) * (t19)
        t54 = (t52) * (t53)
        if DOT_55:
            t56 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t54, 0.0), tl.where((offs_c2 < E_c2)[:, None], t47, 0.0), input_precision="ieee")
        else:
            t56 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t54, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t47, 0.0), 0), axis=1)
        t57 = (t56) * (32.00000000000001)
        acc58 = acc58 + t49
        acc59 = acc59 + t57
    t60 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t61 = acc59 + t60
    tl.store(buf62_ptr + offs_c0[:, None] * buf62_s0 + offs_c1[None, :] * buf62_s1, t61, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf62_ptr, buf62_s0, buf62_s1, m64_ptr, m64_s0, m64_s1, m69_ptr, m69_s0, m69_s1, m84_ptr, m84_s0, m84_s1, m92_ptr, m92_s0, m92_s1, buf101_ptr, buf101_s0, buf101_s1, E_c0, E_c1, E_n0, E_n1, DOT_73: tl.constexpr, DOT_88: tl.constexpr, DOT_96: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf101: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t63 = tl.load(buf62_ptr + offs_c0[:, None] * buf62_s0 + offs_n0[None, :] * buf62_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t67 = tl.load(m64_ptr + offs_n0[None, :] * m64_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t68 = (t63) * (t67)
    t72 = tl.load(m69_ptr + offs_n0[:, None] * m69_s0 + offs_n1[None, :] * m69_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_73:
        t74 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t68, 0.0), tl.where((offs_n0 < E_n0)[:, None], t72, 0.0), input_precision="ieee")
    else:
        t74 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t68, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t72, 0.0), 0), axis=1)
    t75 = (t63) * (t63)
    t76 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t75, 0.0), axis=1, keep_dims=True)
    t77 = t76 + 0.00032
    t78 = tl.rsqrt(t77)
    t79 = (t74) * (t78)
    t80 = (t79) * (5.656854249492381)
    t81 = 1.0 / (1.0 + tl.exp(-(t80)))
    t82 = (t74) * (t81)
    t83 = (t82) * (t78)
    t87 = tl.load(m84_ptr + offs_n0[:, None] * m84_s0 + offs_n1[None, :] * m84_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_88:
        t89 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t68, 0.0), tl.where((offs_n0 < E_n0)[:, None], t87, 0.0), input_precision="ieee")
    else:
        t89 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t68, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t87, 0.0), 0), axis=1)
    t90 = (t89) * (t78)
    t91 = (t83) * (t90)
    t95 = tl.load(m92_ptr + offs_n1[:, None] * m92_s0 + offs_c1[None, :] * m92_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_96:
        t97 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t91, 0.0), tl.where((offs_n1 < E_n1)[:, None], t95, 0.0), input_precision="ieee")
    else:
        t97 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t91, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t95, 0.0), 0), axis=1)
    t98 = (t97) * (32.00000000000001)
    t99 = tl.load(buf62_ptr + offs_c0[:, None] * buf62_s0 + offs_c1[None, :] * buf62_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t100 = t98 + t99
    tl.store(buf101_ptr + offs_c0[:, None] * buf101_s0 + offs_c1[None, :] * buf101_s1, t100, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m31 = inputs['w_up']
    m30 = m31.narrow(0, 0, 1)
    m29 = m30.reshape([64, 32])
    m28 = m29.permute([1, 0])
    m46 = inputs['w_down']
    m45 = m46.narrow(0, 0, 1)
    m44 = m45.reshape([32, 64])
    m43 = m44.permute([1, 0])
    buf62 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), E_c0=8, E_c1=32, E_c2=64, E_c3=32, E_n0=32, DOT_14=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_33=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_48=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_55=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m66 = m6.narrow(0, 1, 1)
    m65 = m66.reshape([32])
    m64 = m65.reshape([1, 32])
    m71 = m12.narrow(0, 1, 1)
    m70 = m71.reshape([64, 32])
    m69 = m70.permute([1, 0])
    m86 = m31.narrow(0, 1, 1)
    m85 = m86.reshape([64, 32])
    m84 = m85.permute([1, 0])
    m94 = m46.narrow(0, 1, 1)
    m93 = m94.reshape([32, 64])
    m92 = m93.permute([1, 0])
    buf101 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m69_ptr=m69, m69_s0=m69.stride(0), m69_s1=m69.stride(1), m84_ptr=m84, m84_s0=m84.stride(0), m84_s1=m84.stride(1), m92_ptr=m92, m92_s0=m92.stride(0), m92_s1=m92.stride(1), buf101_ptr=buf101, buf101_s0=buf101.stride(0), buf101_s1=buf101.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_73=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_88=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_96=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf101


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
