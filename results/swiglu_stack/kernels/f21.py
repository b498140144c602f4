"""swiglu_stack [small], candidate 21: 3 kernel(s)

Rendered by EqiForge from candidate 21 of swiglu_stack [small]: grid(x.0@0) loop(w_up.1[64]: pair(sum, sum)) [4 mm] ; grid(x.0@0) | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f21.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m14_ptr, m14_s0, m14_s1, m25_ptr, m25_s0, m25_s1, m33_ptr, m33_s0, m33_s1, buf50_ptr, buf50_s0, buf50_s1, E_c0, E_c3, E_n0, DOT_19: tl.constexpr, DOT_30: tl.constexpr, DOT_38: tl.constexpr, DOT_45: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf50: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t9 = (t2) * (t2)
    t10 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t9, 0.0), axis=1, keep_dims=True)
    t11 = t10 + 0.00032
    t12 = tl.rsqrt(t11)
    t13 = (t8) * (t12)
    acc47 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc48 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t18 = tl.load(m14_ptr + offs_n0[:, None] * m14_s0 + offs_c3[None, :] * m14_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_19:
            t20 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), tl.where((offs_n0 < E_n0)[:, None], t18, 0.0), input_precision="ieee")
        else:
            t20 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t18, 0.0), 0), axis=1)
        t21 = (t20) * (2.8284271247461903)
        t22 = 2.0 / (1.0 + tl.exp(-2.0 * (t21))) - 1.0
        t23 = t22 + 1.0
        t24 = (t20) * (t23)
        t29 = tl.load(m25_ptr + offs_n0[:, None] * m25_s0 + offs_c3[None, :] * m25_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_30:
            t31 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), tl.where((offs_n0 < E_n0)[:, None], t29, 0.0), input_precision="ieee")
        else:
            t31 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t29, 0.0), 0), axis=1)
        t32 = (t24) * (t31)
        t37 = tl.load(m33_ptr + offs_c3[:, None] * m33_s0 + offs_n0[None, :] * m33_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_38:
            t39 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t32, 0.0), tl.where((offs_c3 < E_c3)[:, None], t37, 0.0), input_precision="ieee")
        else:
            t39 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t37, 0.0), 0), axis=1)
        t40 = (t39) * (5.656854249492381)
        t41 = (t20) * (5.656854249492381)
        t42 = 1.0 / (1.0 + tl.exp(-(t41)))
        t43 = (t20) * (t42)
        t44 = (t43) * (t31)
        if DOT_45:
            t46 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t44, 0.0), tl.where((offs_c3 < E_c3)[:, None], t37, 0.0), input_precision="ieee")
        else:
            t46 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t44, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t37, 0.0), 0), axis=1)
        acc47 = acc47 + t40
        acc48 = acc48 + t46
    t49 = (acc47) * (2.8284271247461903)
    tl.store(buf50_ptr + offs_c0[:, None] * buf50_s0 + offs_n0[None, :] * buf50_s1, t49, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf50_ptr, buf50_s0, buf50_s1, m1_ptr, m1_s0, m1_s1, buf54_ptr, buf54_s0, buf54_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf54: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t51 = tl.load(buf50_ptr + offs_c0[:, None] * buf50_s0 + offs_n0[None, :] * buf50_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t52 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t53 = t51 + t52
    tl.store(buf54_ptr + offs_c0[:, None] * buf54_s0 + offs_n0[None, :] * buf54_s1, t53, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(buf54_ptr, buf54_s0, buf54_s1, m56_ptr, m56_s0, m56_s1, m61_ptr, m61_s0, m61_s1, m67_ptr, m67_s0, m67_s1, m86_ptr, m86_s0, m86_s1, buf96_ptr, buf96_s0, buf96_s1, E_c0, E_c1, E_c2, E_n1, DOT_65: tl.constexpr, DOT_71: tl.constexpr, DOT_90: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf96: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc73 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc74 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t55 = tl.load(buf54_ptr + offs_c0[:, None] * buf54_s0 + offs_c2[None, :] * buf54_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t59 = tl.load(m56_ptr + offs_c2[None, :] * m56_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t60 = (t55) * (t59)
        t64 = tl.load(m61_ptr + offs_c2[:, None] * m61_s0 + offs_n1[None, :] * m61_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_65:
            t66 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t60, 0.0), tl.where((offs_c2 < E_c2)[:, None], t64, 0.0), input_precision="ieee")
        else:
            t66 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t60, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t64, 0.0), 0), axis=1)
        t70 = tl.load(m67_ptr + offs_c2[:, None] * m67_s0 + offs_n1[None, :] * m67_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_71:
            t72 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t60, 0.0), tl.where((offs_c2 < E_c2)[:, None], t70, 0.0), input_precision="ieee")
        else:
            t72 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t60, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t70, 0.0), 0), axis=1)
        acc73 = acc73 + t66
        acc74 = acc74 + t72
    acc78 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t75 = tl.load(buf54_ptr + offs_c0[:, None] * buf54_s0 + offs_c2[None, :] * buf54_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t76 = (t75) * (t75)
        t77 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t76, 0.0), axis=1, keep_dims=True)
        acc78 = acc78 + t77
    t79 = acc78 + 0.00032
    t80 = tl.rsqrt(t79)
    t81 = (acc73) * (t80)
    t82 = (t81) * (5.656854249492381)
    t83 = 1.0 / (1.0 + tl.exp(-(t82)))
    t84 = (t81) * (t83)
    t85 = (t84) * (acc74)
    t89 = tl.load(m86_ptr + offs_n1[:, None] * m86_s0 + offs_c1[None, :] * m86_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_90:
        t91 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t85, 0.0), tl.where((offs_n1 < E_n1)[:, None], t89, 0.0), input_precision="ieee")
    else:
        t91 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t85, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t89, 0.0), 0), axis=1)
    t92 = (t91) * (t80)
    t93 = (t92) * (32.00000000000001)
    t94 = tl.load(buf54_ptr + offs_c0[:, None] * buf54_s0 + offs_c1[None, :] * buf54_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t95 = t93 + t94
    tl.store(buf96_ptr + offs_c0[:, None] * buf96_s0 + offs_c1[None, :] * buf96_s1, t95, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m17 = inputs['w_gate']
    m16 = m17.narrow(0, 0, 1)
    m15 = m16.reshape([64, 32])
    m14 = m15.permute([1, 0])
    m28 = inputs['w_up']
    m27 = m28.narrow(0, 0, 1)
    m26 = m27.reshape([64, 32])
    m25 = m26.permute([1, 0])
    m36 = inputs['w_down']
    m35 = m36.narrow(0, 0, 1)
    m34 = m35.reshape([32, 64])
    m33 = m34.permute([1, 0])
    buf50 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), E_c0=8, E_c3=64, E_n0=32, DOT_19=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, DOT_30=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, DOT_38=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, DOT_45=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    buf54 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m58 = m6.narrow(0, 1, 1)
    m57 = m58.reshape([32])
    m56 = m57.reshape([1, 32])
    m63 = m17.narrow(0, 1, 1)
    m62 = m63.reshape([64, 32])
    m61 = m62.permute([1, 0])
    m69 = m28.narrow(0, 1, 1)
    m68 = m69.reshape([64, 32])
    m67 = m68.permute([1, 0])
    m88 = m36.narrow(0, 1, 1)
    m87 = m88.reshape([32, 64])
    m86 = m87.permute([1, 0])
    buf96 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m86_ptr=m86, m86_s0=m86.stride(0), m86_s1=m86.stride(1), buf96_ptr=buf96, buf96_s0=buf96.stride(0), buf96_s1=buf96.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n1=64, DOT_65=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_71=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_90=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf96


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
