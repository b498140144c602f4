"""swiglu_stack [small], candidate 1: 2 kernel(s)

Rendered by EqiForge from candidate 1 of swiglu_stack [small]: grid(x.0@0) loop(x.1[32]: sum) [3 mm] ; grid(x.0@0, x.1@1) loop(w_up.1[64]: sum) loop(w_up.1[64]: sum) [7 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]
    c3: loop x.1[32]

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
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32, "c3": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m15_ptr, m15_s0, m15_s1, m25_ptr, m25_s0, m25_s1, m33_ptr, m33_s0, m33_s1, buf40_ptr, buf40_s0, buf40_s1, E_c0, E_c3, E_n0, E_n1, DOT_20: tl.constexpr, DOT_30: tl.constexpr, DOT_38: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf40: Combine over grid x.0@0[8]
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
    acc11 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t8 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t9 = (t8) * (t8)
        t10 = tl.sum(tl.where((offs_c3 < E_c3)[None, :], t9, 0.0), axis=1, keep_dims=True)
        acc11 = acc11 + t10
    t12 = acc11 + 0.00032
    t13 = tl.rsqrt(t12)
    t14 = (t7) * (t13)
    t19 = tl.load(m15_ptr + offs_n0[:, None] * m15_s0 + offs_n1[None, :] * m15_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_20:
        t21 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t14, 0.0), tl.where((offs_n0 < E_n0)[:, None], t19, 0.0), input_precision="ieee")
    else:
        t21 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t14, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t19, 0.0), 0), axis=1)
    t22 = (t21) * (5.656854249492381)
    t23 = 1.0 / (1.0 + tl.exp(-(t22)))
    t24 = (t21) * (t23)
    t29 = tl.load(m25_ptr + offs_n0[:, None] * m25_s0 + offs_n1[None, :] * m25_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_30:
        t31 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t14, 0.0), tl.where((offs_n0 < E_n0)[:, None], t29, 0.0), input_precision="ieee")
    else:
        t31 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t14, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t29, 0.0), 0), axis=1)
    t32 = (t24) * (t31)
    t37 = tl.load(m33_ptr + offs_n1[:, None] * m33_s0 + offs_n0[None, :] * m33_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_38:
        t39 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t32, 0.0), tl.where((offs_n1 < E_n1)[:, None], t37, 0.0), input_precision="ieee")
    else:
        t39 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t37, 0.0), 0), axis=1)
    tl.store(buf40_ptr + offs_c0[:, None] * buf40_s0 + offs_n0[None, :] * buf40_s1, t39, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf40_ptr, buf40_s0, buf40_s1, m1_ptr, m1_s0, m1_s1, m45_ptr, m45_s0, m45_s1, m54_ptr, m54_s0, m54_s1, m68_ptr, m68_s0, m68_s1, m75_ptr, m75_s0, m75_s1, m3_ptr, m3_s0, m3_s1, m15_ptr, m15_s0, m15_s1, m25_ptr, m25_s0, m25_s1, m33_ptr, m33_s0, m33_s1, buf108_ptr, buf108_s0, buf108_s1, E_c0, E_c1, E_c2, E_n0, DOT_102: tl.constexpr, DOT_58: tl.constexpr, DOT_64: tl.constexpr, DOT_72: tl.constexpr, DOT_79: tl.constexpr, DOT_92: tl.constexpr, DOT_98: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf108: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t41 = tl.load(buf40_ptr + offs_c0[:, None] * buf40_s0 + offs_n0[None, :] * buf40_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t42 = (t41) * (32.00000000000001)
    t43 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t44 = t42 + t43
    t47 = tl.load(m45_ptr + offs_n0[None, :] * m45_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t48 = (t44) * (t47)
    t49 = (t44) * (t44)
    t50 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t49, 0.0), axis=1, keep_dims=True)
    t51 = t50 + 0.00032
    t52 = tl.rsqrt(t51)
    t53 = (t48) * (t52)
    t60 = (t50) * (0.03125)
    t61 = t60 + 1e-05
    t62 = tl.rsqrt(t61)
    t63 = (t48) * (t62)
    acc81 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t57 = tl.load(m54_ptr + offs_n0[:, None] * m54_s0 + offs_c2[None, :] * m54_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_58:
            t59 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t53, 0.0), tl.where((offs_n0 < E_n0)[:, None], t57, 0.0), input_precision="ieee")
        else:
            t59 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t53, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t57, 0.0), 0), axis=1)
        if DOT_64:
            t65 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), tl.where((offs_n0 < E_n0)[:, None], t57, 0.0), input_precision="ieee")
        else:
            t65 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t57, 0.0), 0), axis=1)
        t66 = 1.0 / (1.0 + tl.exp(-(t65)))
        t67 = (t59) * (t66)
        t71 = tl.load(m68_ptr + offs_n0[:, None] * m68_s0 + offs_c2[None, :] * m68_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_72:
            t73 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t53, 0.0), tl.where((offs_n0 < E_n0)[:, None], t71, 0.0), input_precision="ieee")
        else:
            t73 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t53, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t71, 0.0), 0), axis=1)
        t74 = (t67) * (t73)
        t78 = tl.load(m75_ptr + offs_c2[:, None] * m75_s0 + offs_c1[None, :] * m75_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_79:
            t80 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t74, 0.0), tl.where((offs_c2 < E_c2)[:, None], t78, 0.0), input_precision="ieee")
        else:
            t80 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t74, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t78, 0.0), 0), axis=1)
        acc81 = acc81 + t80
    t82 = (acc81) * (32.00000000000001)
    t83 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t84 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t85 = (t43) * (t84)
    t86 = (t43) * (t43)
    t87 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t86, 0.0), axis=1, keep_dims=True)
    t88 = t87 + 0.00032
    t89 = tl.rsqrt(t88)
    t90 = (t85) * (t89)
    acc104 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t91 = tl.load(m15_ptr + offs_n0[:, None] * m15_s0 + offs_c2[None, :] * m15_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_92:
            t93 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t90, 0.0), tl.where((offs_n0 < E_n0)[:, None], t91, 0.0), input_precision="ieee")
        else:
            t93 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t90, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t91, 0.0), 0), axis=1)
        t94 = (t93) * (5.656854249492381)
        t95 = 1.0 / (1.0 + tl.exp(-(t94)))
        t96 = (t93) * (t95)
        t97 = tl.load(m25_ptr + offs_n0[:, None] * m25_s0 + offs_c2[None, :] * m25_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_98:
            t99 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t90, 0.0), tl.where((offs_n0 < E_n0)[:, None], t97, 0.0), input_precision="ieee")
        else:
            t99 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t90, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t97, 0.0), 0), axis=1)
        t100 = (t96) * (t99)
        t101 = tl.load(m33_ptr + offs_c2[:, None] * m33_s0 + offs_c1[None, :] * m33_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_102:
            t103 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t100, 0.0), tl.where((offs_c2 < E_c2)[:, None], t101, 0.0), input_precision="ieee")
        else:
            t103 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t100, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t101, 0.0), 0), axis=1)
        acc104 = acc104 + t103
    t105 = (acc104) * (32.00000000000001)
    t106 = t83 + t105
    t107 = t82 + t106
    tl.store(buf108_ptr + offs_c0[:, None] * buf108_s0 + offs_c1[None, :] * buf108_s1, t107, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m18 = inputs['w_gate']
    m17 = m18.narrow(0, 0, 1)
    m16 = m17.reshape([64, 32])
    m15 = m16.permute([1, 0])
    m28 = inputs['w_up']
    m27 = m28.narrow(0, 0, 1)
    m26 = m27.reshape([64, 32])
    m25 = m26.permute([1, 0])
    m36 = inputs['w_down']
    m35 = m36.narrow(0, 0, 1)
    m34 = m35.reshape([32, 64])
    m33 = m34.permute([1, 0])
    buf40 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), E_c0=8, E_c3=32, E_n0=32, E_n1=64, DOT_20=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_30=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_38=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c3=T['c3'])
    m46 = m5.narrow(0, 1, 1)
    m45 = m46.reshape([1, 32])
    m56 = m18.narrow(0, 1, 1)
    m55 = m56.reshape([64, 32])
    m54 = m55.permute([1, 0])
    m70 = m28.narrow(0, 1, 1)
    m69 = m70.reshape([64, 32])
    m68 = m69.permute([1, 0])
    m77 = m36.narrow(0, 1, 1)
    m76 = m77.reshape([32, 64])
    m75 = m76.permute([1, 0])
    buf108 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m75_ptr=m75, m75_s0=m75.stride(0), m75_s1=m75.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), buf108_ptr=buf108, buf108_s0=buf108.stride(0), buf108_s1=buf108.stride(1), E_c0=8, E_c1=32, E_c2=64, E_n0=32, DOT_102=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_58=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_64=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_72=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_79=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_92=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_98=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf108


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
