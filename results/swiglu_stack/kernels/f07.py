"""swiglu_stack [small], candidate 7: 2 kernel(s)

Rendered by EqiForge from candidate 7 of swiglu_stack [small]: grid(x.0@0) loop(w_up.1[64]: sum) {loop(x.1[32]: pair(sum, sum))} [3 mm] | grid(x.0@0) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w_up.1[64]
    c2: loop x.1[32]

Run it on its own: `python kernels/f07.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m26_ptr, m26_s0, m26_s1, m47_ptr, m47_s0, m47_s1, buf58_ptr, buf58_s0, buf58_s1, E_c0, E_c1, E_c2, E_n0, DOT_14: tl.constexpr, DOT_31: tl.constexpr, DOT_52: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf58: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t16 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t17 = (t16) * (t16)
    t18 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t17, 0.0), axis=1, keep_dims=True)
    t19 = t18 + 0.00032
    t20 = tl.rsqrt(t19)
    t24 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t25 = (t16) * (t24)
    t33 = (t16) * (t16)
    t34 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t33, 0.0), axis=1, keep_dims=True)
    t35 = t34 + 0.00032
    t36 = tl.rsqrt(t35)
    t41 = (t34) * (0.03125)
    t42 = t41 + 1e-05
    t43 = tl.rsqrt(t42)
    acc54 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc22 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        acc23 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t7 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t8 = (t2) * (t7)
            t13 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_c1[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_14:
                t15 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), input_precision="ieee")
            else:
                t15 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), 0), axis=1)
            t21 = (t15) * (t20)
            acc22 = acc22 + t21
            acc23 = acc23 + t15
        t30 = tl.load(m26_ptr + offs_n0[:, None] * m26_s0 + offs_c1[None, :] * m26_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_31:
            t32 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t25, 0.0), tl.where((offs_n0 < E_n0)[:, None], t30, 0.0), input_precision="ieee")
        else:
            t32 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t25, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t30, 0.0), 0), axis=1)
        t37 = (t32) * (t36)
        t38 = (t37) * (2.8284271247461903)
        t39 = 2.0 / (1.0 + tl.exp(-2.0 * (t38))) - 1.0
        t40 = t39 + 1.0
        t44 = (t32) * (t43)
        t45 = (t40) * (t44)
        t46 = (acc22) * (t45)
        t51 = tl.load(m47_ptr + offs_c1[:, None] * m47_s0 + offs_n0[None, :] * m47_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_52:
            t53 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t46, 0.0), tl.where((offs_c1 < E_c1)[:, None], t51, 0.0), input_precision="ieee")
        else:
            t53 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t46, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t51, 0.0), 0), axis=1)
        acc54 = acc54 + t53
    t55 = (acc54) * (0.5)
    t56 = (t55) * (5.656854249492381)
    t57 = t56 + t16
    tl.store(buf58_ptr + offs_c0[:, None] * buf58_s0 + offs_n0[None, :] * buf58_s1, t57, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf58_ptr, buf58_s0, buf58_s1, m60_ptr, m60_s0, m60_s1, m65_ptr, m65_s0, m65_s1, m79_ptr, m79_s0, m79_s1, m89_ptr, m89_s0, m89_s1, buf96_ptr, buf96_s0, buf96_s1, E_c0, E_n0, E_n1, DOT_69: tl.constexpr, DOT_83: tl.constexpr, DOT_93: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf96: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t59 = tl.load(buf58_ptr + offs_c0[:, None] * buf58_s0 + offs_n0[None, :] * buf58_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t63 = tl.load(m60_ptr + offs_n0[None, :] * m60_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t64 = (t59) * (t63)
    t68 = tl.load(m65_ptr + offs_n0[:, None] * m65_s0 + offs_n1[None, :] * m65_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_69:
        t70 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t64, 0.0), tl.where((offs_n0 < E_n0)[:, None], t68, 0.0), input_precision="ieee")
    else:
        t70 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t64, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t68, 0.0), 0), axis=1)
    t71 = (t59) * (t59)
    t72 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t71, 0.0), axis=1, keep_dims=True)
    t73 = t72 + 0.00032
    t74 = tl.rsqrt(t73)
    t75 = (t70) * (t74)
    t76 = (t75) * (5.656854249492381)
    t77 = 1.0 / (1.0 + tl.exp(-(t76)))
    t78 = (t70) * (t77)
    t82 = tl.load(m79_ptr + offs_n0[:, None] * m79_s0 + offs_n1[None, :] * m79_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_83:
        t84 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t64, 0.0), tl.where((offs_n0 < E_n0)[:, None], t82, 0.0), input_precision="ieee")
    else:
        t84 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t64, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t82, 0.0), 0), axis=1)
    t85 = (t78) * (t84)
    t86 = (t85) * (t74)
    t87 = (t86) * (t74)
    t88 = (t87) * (32.00000000000001)
    t92 = tl.load(m89_ptr + offs_n1[:, None] * m89_s0 + offs_n0[None, :] * m89_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_93:
        t94 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t88, 0.0), tl.where((offs_n1 < E_n1)[:, None], t92, 0.0), input_precision="ieee")
    else:
        t94 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t88, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t92, 0.0), 0), axis=1)
    t95 = t94 + t59
    tl.store(buf96_ptr + offs_c0[:, None] * buf96_s0 + offs_n0[None, :] * buf96_s1, t95, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m12 = inputs['w_up']
    m11 = m12.narrow(0, 0, 1)
    m10 = m11.reshape([64, 32])
    m9 = m10.permute([1, 0])
    m29 = inputs['w_gate']
    m28 = m29.narrow(0, 0, 1)
    m27 = m28.reshape([64, 32])
    m26 = m27.permute([1, 0])
    m50 = inputs['w_down']
    m49 = m50.narrow(0, 0, 1)
    m48 = m49.reshape([32, 64])
    m47 = m48.permute([1, 0])
    buf58 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), E_c0=8, E_c1=64, E_c2=32, E_n0=32, DOT_14=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_31=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_52=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m62 = m6.narrow(0, 1, 1)
    m61 = m62.reshape([32])
    m60 = m61.reshape([1, 32])
    m67 = m29.narrow(0, 1, 1)
    m66 = m67.reshape([64, 32])
    m65 = m66.permute([1, 0])
    m81 = m12.narrow(0, 1, 1)
    m80 = m81.reshape([64, 32])
    m79 = m80.permute([1, 0])
    m91 = m50.narrow(0, 1, 1)
    m90 = m91.reshape([32, 64])
    m89 = m90.permute([1, 0])
    buf96 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m65_ptr=m65, m65_s0=m65.stride(0), m65_s1=m65.stride(1), m79_ptr=m79, m79_s0=m79.stride(0), m79_s1=m79.stride(1), m89_ptr=m89, m89_s0=m89.stride(0), m89_s1=m89.stride(1), buf96_ptr=buf96, buf96_s0=buf96.stride(0), buf96_s1=buf96.stride(1), E_c0=8, E_n0=32, E_n1=64, DOT_69=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_83=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_93=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'])
    return buf96


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
