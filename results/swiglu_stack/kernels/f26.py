"""swiglu_stack [small], candidate 26: 3 kernel(s)

Rendered by EqiForge from candidate 26 of swiglu_stack [small]: grid(x.0@0) ; grid(x.1@1) loop(w_up.1[64]: pair(sum, sum)) {loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: pair(sum, sum))} [3 mm] | grid(x.0@0, x.1@1) loop(x.1[32]: sum) loop(x.1[32]: sum) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f26.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, buf19_ptr, buf19_s0, buf19_s1, E_c0, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf19: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t16 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t17 = (t16) * (t16)
    t18 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t17, 0.0), axis=1, keep_dims=True)
    tl.store(buf19_ptr + offs_c0[:, None] * buf19_s0, t18, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, buf19_ptr, buf19_s0, buf19_s1, m35_ptr, m35_s0, m35_s1, m46_ptr, m46_s0, m46_s1, buf66_ptr, buf66_s0, buf66_s1, E_c1, E_c2, E_c3, E_n0, DOT_14: tl.constexpr, DOT_40: tl.constexpr, DOT_51: tl.constexpr, F_n0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf66: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t20 = tl.load(buf19_ptr + offs_n0[:, None] * buf19_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t21 = t20 + 0.00032
    t22 = tl.rsqrt(t21)
    t26 = (t20) * (0.03125)
    t27 = t26 + 1e-05
    t28 = tl.rsqrt(t27)
    t53 = t20 + 0.00032
    t54 = tl.rsqrt(t53)
    acc57 = tl.full([F_n0, T_c1], 0.0, tl.float32)
    acc58 = tl.full([F_n0, T_c1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        acc24 = tl.full([F_n0, T_c3], 0.0, tl.float32)
        acc25 = tl.full([F_n0, T_c3], 0.0, tl.float32)
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
            t23 = (t15) * (t22)
            acc24 = acc24 + t15
            acc25 = acc25 + t23
        t29 = (acc24) * (t28)
        t30 = 1.0 / (1.0 + tl.exp(-(t29)))
        t31 = (acc24) * (t30)
        acc43 = tl.full([F_n0, T_c3], 0.0, tl.float32)
        acc44 = tl.full([F_n0, T_c3], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t32 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t33 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t34 = (t32) * (t33)
            t39 = tl.load(m35_ptr + offs_c2[:, None] * m35_s0 + offs_c3[None, :] * m35_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            if DOT_40:
                t41 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t34, 0.0), tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), input_precision="ieee")
            else:
                t41 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), 0), axis=1)
            t42 = (t41) * (t22)
            acc43 = acc43 + t41
            acc44 = acc44 + t42
        t45 = (t31) * (acc43)
        t50 = tl.load(m46_ptr + offs_c3[:, None] * m46_s0 + offs_c1[None, :] * m46_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_51:
            t52 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t45, 0.0), tl.where((offs_c3 < E_c3)[:, None], t50, 0.0), input_precision="ieee")
        else:
            t52 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t45, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t50, 0.0), 0), axis=1)
        t55 = (t52) * (t54)
        t56 = (t55) * (t54)
        acc57 = acc57 + t56
        acc58 = acc58 + t52
    t59 = t20 + 0.00032
    t60 = tl.rsqrt(t59)
    t61 = (acc58) * (t60)
    t62 = (t61) * (t60)
    t63 = (t62) * (32.00000000000001)
    t64 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t65 = t63 + t64
    tl.store(buf66_ptr + offs_n0[:, None] * buf66_s0 + offs_c1[None, :] * buf66_s1, t65, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf66_ptr, buf66_s0, buf66_s1, m68_ptr, m68_s0, m68_s1, m73_ptr, m73_s0, m73_s1, m93_ptr, m93_s0, m93_s1, m101_ptr, m101_s0, m101_s1, buf112_ptr, buf112_s0, buf112_s1, E_c0, E_c1, E_c2, E_n2, DOT_105: tl.constexpr, DOT_77: tl.constexpr, DOT_97: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf112: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc79 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t67 = tl.load(buf66_ptr + offs_c0[:, None] * buf66_s0 + offs_c2[None, :] * buf66_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t71 = tl.load(m68_ptr + offs_c2[None, :] * m68_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t72 = (t67) * (t71)
        t76 = tl.load(m73_ptr + offs_c2[:, None] * m73_s0 + offs_n2[None, :] * m73_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_77:
            t78 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t72, 0.0), tl.where((offs_c2 < E_c2)[:, None], t76, 0.0), input_precision="ieee")
        else:
            t78 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t72, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t76, 0.0), 0), axis=1)
        acc79 = acc79 + t78
    acc83 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t80 = tl.load(buf66_ptr + offs_c0[:, None] * buf66_s0 + offs_c2[None, :] * buf66_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t81 = (t80) * (t80)
        t82 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t81, 0.0), axis=1, keep_dims=True)
        acc83 = acc83 + t82
    t84 = acc83 + 0.00032
    t85 = tl.rsqrt(t84)
    t86 = (acc79) * (t85)
    t87 = (t86) * (5.656854249492381)
    t88 = 1.0 / (1.0 + tl.exp(-(t87)))
    t89 = (acc79) * (t88)
    acc99 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t90 = tl.load(buf66_ptr + offs_c0[:, None] * buf66_s0 + offs_c2[None, :] * buf66_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t91 = tl.load(m68_ptr + offs_c2[None, :] * m68_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t92 = (t90) * (t91)
        t96 = tl.load(m93_ptr + offs_c2[:, None] * m93_s0 + offs_n2[None, :] * m93_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_97:
            t98 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t92, 0.0), tl.where((offs_c2 < E_c2)[:, None], t96, 0.0), input_precision="ieee")
        else:
            t98 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t92, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t96, 0.0), 0), axis=1)
        acc99 = acc99 + t98
    t100 = (t89) * (acc99)
    t104 = tl.load(m101_ptr + offs_n2[:, None] * m101_s0 + offs_c1[None, :] * m101_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_105:
        t106 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t100, 0.0), tl.where((offs_n2 < E_n2)[:, None], t104, 0.0), input_precision="ieee")
    else:
        t106 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t100, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t104, 0.0), 0), axis=1)
    t107 = (t106) * (t85)
    t108 = (t107) * (t85)
    t109 = (t108) * (32.00000000000001)
    t110 = tl.load(buf66_ptr + offs_c0[:, None] * buf66_s0 + offs_c1[None, :] * buf66_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t111 = t109 + t110
    tl.store(buf112_ptr + offs_c0[:, None] * buf112_s0 + offs_c1[None, :] * buf112_s1, t111, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    buf19 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), E_c0=8, E_n1=32, F_n1=_pow2(32), T_c0=T['c0'])
    m38 = inputs['w_up']
    m37 = m38.narrow(0, 0, 1)
    m36 = m37.reshape([64, 32])
    m35 = m36.permute([1, 0])
    m49 = inputs['w_down']
    m48 = m49.narrow(0, 0, 1)
    m47 = m48.reshape([32, 64])
    m46 = m47.permute([1, 0])
    buf66 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), E_c1=32, E_c2=32, E_c3=64, E_n0=8, DOT_14=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_40=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_51=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m70 = m6.narrow(0, 1, 1)
    m69 = m70.reshape([32])
    m68 = m69.reshape([1, 32])
    m75 = m12.narrow(0, 1, 1)
    m74 = m75.reshape([64, 32])
    m73 = m74.permute([1, 0])
    m95 = m38.narrow(0, 1, 1)
    m94 = m95.reshape([64, 32])
    m93 = m94.permute([1, 0])
    m103 = m49.narrow(0, 1, 1)
    m102 = m103.reshape([32, 64])
    m101 = m102.permute([1, 0])
    buf112 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m73_ptr=m73, m73_s0=m73.stride(0), m73_s1=m73.stride(1), m93_ptr=m93, m93_s0=m93.stride(0), m93_s1=m93.stride(1), m101_ptr=m101, m101_s0=m101.stride(0), m101_s1=m101.stride(1), buf112_ptr=buf112, buf112_s0=buf112.stride(0), buf112_s1=buf112.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n2=64, DOT_105=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, DOT_77=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_97=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf112


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
