"""swiglu_stack [small], candidate 0: 1 kernel(s)

Rendered by EqiForge from candidate 0 of swiglu_stack [small]: grid(x.0@0) loop(w_up.1[64]: sum) {loop(x.1[32]: sum)} loop(x.1[32]: sum) [9 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w_up.1[64]
    c2: loop x.1[32]

Run it on its own: `python kernels/f00.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m15_ptr, m15_s0, m15_s1, m25_ptr, m25_s0, m25_s1, m33_ptr, m33_s0, m33_s1, m42_ptr, m42_s0, m42_s1, m46_ptr, m46_s0, m46_s1, m63_ptr, m63_s0, m63_s1, m70_ptr, m70_s0, m70_s1, buf108_ptr, buf108_s0, buf108_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_20: tl.constexpr, DOT_30: tl.constexpr, DOT_38: tl.constexpr, DOT_50: tl.constexpr, DOT_67: tl.constexpr, DOT_74: tl.constexpr, DOT_87: tl.constexpr, DOT_93: tl.constexpr, DOT_96: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
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
    acc11 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t8 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t9 = (t8) * (t8)
        t10 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t9, 0.0), axis=1, keep_dims=True)
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
    t40 = (t39) * (32.00000000000001)
    t41 = t40 + t2
    t44 = tl.load(m42_ptr + offs_n0[None, :] * m42_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t45 = (t41) * (t44)
    t52 = (t41) * (t41)
    t53 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t52, 0.0), axis=1, keep_dims=True)
    t54 = t53 + 0.00032
    t55 = tl.rsqrt(t54)
    t57 = (t53) * (0.03125)
    t58 = t57 + 1e-05
    t59 = tl.rsqrt(t58)
    acc76 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t49 = tl.load(m46_ptr + offs_n0[:, None] * m46_s0 + offs_c1[None, :] * m46_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_50:
            t51 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t45, 0.0), tl.where((offs_n0 < E_n0)[:, None], t49, 0.0), input_precision="ieee")
        else:
            t51 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t45, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t49, 0.0), 0), axis=1)
        t56 = (t51) * (t55)
        t60 = (t51) * (t59)
        t61 = 1.0 / (1.0 + tl.exp(-(t60)))
        t62 = (t56) * (t61)
        t66 = tl.load(m63_ptr + offs_n0[:, None] * m63_s0 + offs_c1[None, :] * m63_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_67:
            t68 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t45, 0.0), tl.where((offs_n0 < E_n0)[:, None], t66, 0.0), input_precision="ieee")
        else:
            t68 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t45, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t66, 0.0), 0), axis=1)
        t69 = (t62) * (t68)
        t73 = tl.load(m70_ptr + offs_c1[:, None] * m70_s0 + offs_n0[None, :] * m70_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_74:
            t75 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t69, 0.0), tl.where((offs_c1 < E_c1)[:, None], t73, 0.0), input_precision="ieee")
        else:
            t75 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t69, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t73, 0.0), 0), axis=1)
        acc76 = acc76 + t75
    t77 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t78 = (t2) * (t77)
    acc82 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t79 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t80 = (t79) * (t79)
        t81 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t80, 0.0), axis=1, keep_dims=True)
        acc82 = acc82 + t81
    t83 = acc82 + 0.00032
    t84 = tl.rsqrt(t83)
    t85 = (t78) * (t84)
    t86 = tl.load(m15_ptr + offs_n0[:, None] * m15_s0 + offs_n1[None, :] * m15_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_87:
        t88 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t85, 0.0), tl.where((offs_n0 < E_n0)[:, None], t86, 0.0), input_precision="ieee")
    else:
        t88 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t85, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t86, 0.0), 0), axis=1)
    t89 = (t88) * (5.656854249492381)
    t90 = 1.0 / (1.0 + tl.exp(-(t89)))
    t91 = (t88) * (t90)
    t92 = tl.load(m25_ptr + offs_n0[:, None] * m25_s0 + offs_n1[None, :] * m25_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_93:
        t94 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t85, 0.0), tl.where((offs_n0 < E_n0)[:, None], t92, 0.0), input_precision="ieee")
    else:
        t94 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t85, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t92, 0.0), 0), axis=1)
    t95 = (t91) * (t94)
    if DOT_96:
        t97 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t95, 0.0), tl.where((offs_n1 < E_n1)[:, None], t37, 0.0), input_precision="ieee")
    else:
        t97 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t95, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t37, 0.0), 0), axis=1)
    t98 = (t97) * (32.00000000000001)
    t99 = t98 + t2
    t100 = (t99) * (t99)
    t101 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t100, 0.0), axis=1, keep_dims=True)
    t102 = (t101) * (0.03125)
    t103 = t102 + 1e-05
    t104 = tl.rsqrt(t103)
    t105 = (acc76) * (t104)
    t106 = (t105) * (5.656854249492381)
    t107 = t106 + t99
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
    m43 = m5.narrow(0, 1, 1)
    m42 = m43.reshape([1, 32])
    m48 = m18.narrow(0, 1, 1)
    m47 = m48.reshape([64, 32])
    m46 = m47.permute([1, 0])
    m65 = m28.narrow(0, 1, 1)
    m64 = m65.reshape([64, 32])
    m63 = m64.permute([1, 0])
    m72 = m36.narrow(0, 1, 1)
    m71 = m72.reshape([32, 64])
    m70 = m71.permute([1, 0])
    buf108 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), buf108_ptr=buf108, buf108_s0=buf108.stride(0), buf108_s1=buf108.stride(1), E_c0=8, E_c1=64, E_c2=32, E_n0=32, E_n1=64, DOT_20=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_30=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_38=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, DOT_50=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_67=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_74=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, DOT_87=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_93=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_96=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf108


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
