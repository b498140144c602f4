"""swiglu_stack [small], candidate 1: 2 kernel(s)

Rendered by EqiForge from candidate 1 of swiglu_stack [small]: grid(x.0@0) [6 mm] ; grid(x.1@1) loop(w_up.1[64]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: grid x.0@0[8]
    c2: loop w_up.1[64]

Run it on its own: `python kernels/f01.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 4, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m8_ptr, m8_s0, m8_s1, m24_ptr, m24_s0, m24_s1, m32_ptr, m32_s0, m32_s1, m42_ptr, m42_s0, m42_s1, m46_ptr, m46_s0, m46_s1, m60_ptr, m60_s0, m60_s1, m69_ptr, m69_s0, m69_s1, buf77_ptr, buf77_s0, buf77_s1, E_c1, E_n1, E_n2, DOT_13: tl.constexpr, DOT_29: tl.constexpr, DOT_37: tl.constexpr, DOT_50: tl.constexpr, DOT_64: tl.constexpr, DOT_73: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf77: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t6 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t7 = (t2) * (t6)
    t12 = tl.load(m8_ptr + offs_n1[:, None] * m8_s0 + offs_n2[None, :] * m8_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_13:
        t14 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), tl.where((offs_n1 < E_n1)[:, None], t12, 0.0), input_precision="ieee")
    else:
        t14 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t12, 0.0), 0), axis=1)
    t15 = (t2) * (t2)
    t16 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t15, 0.0), axis=1, keep_dims=True)
    t17 = t16 + 0.00032
    t18 = tl.rsqrt(t17)
    t19 = (t14) * (t18)
    t20 = (t19) * (5.656854249492381)
    t21 = 1.0 / (1.0 + tl.exp(-(t20)))
    t22 = (t14) * (t21)
    t23 = (t22) * (t18)
    t28 = tl.load(m24_ptr + offs_n1[:, None] * m24_s0 + offs_n2[None, :] * m24_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_29:
        t30 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), tl.where((offs_n1 < E_n1)[:, None], t28, 0.0), input_precision="ieee")
    else:
        t30 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t28, 0.0), 0), axis=1)
    t31 = (t23) * (t30)
    t36 = tl.load(m32_ptr + offs_n2[:, None] * m32_s0 + offs_n1[None, :] * m32_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_37:
        t38 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t31, 0.0), tl.where((offs_n2 < E_n2)[:, None], t36, 0.0), input_precision="ieee")
    else:
        t38 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t36, 0.0), 0), axis=1)
    t39 = (t38) * (t18)
    t40 = (t39) * (32.00000000000001)
    t41 = t40 + t2
    t44 = tl.load(m42_ptr + offs_n1[None, :] * m42_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t45 = (t41) * (t44)
    t49 = tl.load(m46_ptr + offs_n1[:, None] * m46_s0 + offs_n2[None, :] * m46_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_50:
        t51 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t45, 0.0), tl.where((offs_n1 < E_n1)[:, None], t49, 0.0), input_precision="ieee")
    else:
        t51 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t45, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t49, 0.0), 0), axis=1)
    t52 = (t41) * (t41)
    t53 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t52, 0.0), axis=1, keep_dims=True)
    t54 = t53 + 0.00032
    t55 = (t54) * (0.03125)
    t56 = tl.rsqrt(t55)
    t57 = (t51) * (t56)
    t58 = 1.0 / (1.0 + tl.exp(-(t57)))
    t59 = (t51) * (t58)
    t63 = tl.load(m60_ptr + offs_n1[:, None] * m60_s0 + offs_n2[None, :] * m60_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_64:
        t65 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t45, 0.0), tl.where((offs_n1 < E_n1)[:, None], t63, 0.0), input_precision="ieee")
    else:
        t65 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t45, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t63, 0.0), 0), axis=1)
    t66 = (t59) * (t65)
    t67 = tl.rsqrt(t54)
    t68 = (t66) * (t67)
    t72 = tl.load(m69_ptr + offs_n2[:, None] * m69_s0 + offs_n1[None, :] * m69_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_73:
        t74 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t68, 0.0), tl.where((offs_n2 < E_n2)[:, None], t72, 0.0), input_precision="ieee")
    else:
        t74 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t68, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t72, 0.0), 0), axis=1)
    t75 = (t74) * (t67)
    t76 = (t75) * (32.00000000000001)
    tl.store(buf77_ptr + offs_c1[:, None] * buf77_s0 + offs_n1[None, :] * buf77_s1, t76, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(buf77_ptr, buf77_s0, buf77_s1, m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m8_ptr, m8_s0, m8_s1, m24_ptr, m24_s0, m24_s1, m32_ptr, m32_s0, m32_s1, buf109_ptr, buf109_s0, buf109_s1, E_c0, E_c2, E_n0, E_n1, DOT_83: tl.constexpr, DOT_94: tl.constexpr, DOT_98: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf109: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t78 = tl.load(buf77_ptr + offs_n0[:, None] * buf77_s0 + offs_c0[None, :] * buf77_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t79 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t80 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t81 = (t79) * (t80)
    t85 = (t79) * (t79)
    t86 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t85, 0.0), axis=1, keep_dims=True)
    t87 = (t86) * (0.03125)
    t88 = t87 + 1e-05
    t89 = tl.rsqrt(t88)
    t100 = t86 + 0.00032
    t101 = tl.rsqrt(t100)
    acc104 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t82 = tl.load(m8_ptr + offs_n1[:, None] * m8_s0 + offs_c2[None, :] * m8_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_83:
            t84 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t81, 0.0), tl.where((offs_n1 < E_n1)[:, None], t82, 0.0), input_precision="ieee")
        else:
            t84 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t81, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t82, 0.0), 0), axis=1)
        t90 = (t84) * (t89)
        t91 = 1.0 / (1.0 + tl.exp(-(t90)))
        t92 = (t84) * (t91)
        t93 = tl.load(m24_ptr + offs_n1[:, None] * m24_s0 + offs_c2[None, :] * m24_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_94:
            t95 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t81, 0.0), tl.where((offs_n1 < E_n1)[:, None], t93, 0.0), input_precision="ieee")
        else:
            t95 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t81, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t93, 0.0), 0), axis=1)
        t96 = (t92) * (t95)
        t97 = tl.load(m32_ptr + offs_c2[:, None] * m32_s0 + offs_c0[None, :] * m32_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_98:
            t99 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t96, 0.0), tl.where((offs_c2 < E_c2)[:, None], t97, 0.0), input_precision="ieee")
        else:
            t99 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t96, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t97, 0.0), 0), axis=1)
        t102 = (t99) * (t101)
        t103 = (t102) * (t101)
        acc104 = acc104 + t103
    t105 = (acc104) * (32.00000000000001)
    t106 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t107 = t105 + t106
    t108 = t78 + t107
    tl.store(buf109_ptr + offs_n0[:, None] * buf109_s0 + offs_c0[None, :] * buf109_s1, t108, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m11 = inputs['w_gate']
    m10 = m11.narrow(0, 0, 1)
    m9 = m10.reshape([64, 32])
    m8 = m9.permute([1, 0])
    m27 = inputs['w_up']
    m26 = m27.narrow(0, 0, 1)
    m25 = m26.reshape([64, 32])
    m24 = m25.permute([1, 0])
    m35 = inputs['w_down']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([32, 64])
    m32 = m33.permute([1, 0])
    m43 = m5.narrow(0, 1, 1)
    m42 = m43.reshape([1, 32])
    m48 = m11.narrow(0, 1, 1)
    m47 = m48.reshape([64, 32])
    m46 = m47.permute([1, 0])
    m62 = m27.narrow(0, 1, 1)
    m61 = m62.reshape([64, 32])
    m60 = m61.permute([1, 0])
    m71 = m35.narrow(0, 1, 1)
    m70 = m71.reshape([32, 64])
    m69 = m70.permute([1, 0])
    buf77 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m69_ptr=m69, m69_s0=m69.stride(0), m69_s1=m69.stride(1), buf77_ptr=buf77, buf77_s0=buf77.stride(0), buf77_s1=buf77.stride(1), E_c1=8, E_n1=32, E_n2=64, DOT_13=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_29=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_37=(T['c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, DOT_50=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_64=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_73=(T['c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(32), F_n2=_pow2(64), T_c1=T['c1'])
    buf109 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](buf77_ptr=buf77, buf77_s0=buf77.stride(0), buf77_s1=buf77.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), buf109_ptr=buf109, buf109_s0=buf109.stride(0), buf109_s1=buf109.stride(1), E_c0=32, E_c2=64, E_n0=8, E_n1=32, DOT_83=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_94=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_98=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    return buf109


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
