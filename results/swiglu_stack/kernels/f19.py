"""swiglu_stack [small], candidate 19: 2 kernel(s)

Rendered by EqiForge from candidate 19 of swiglu_stack [small]: grid(x.0@0, x.1@1) loop(w_up.1[64]: pair(sum, sum)) {loop(x.1[32]: sum)} [4 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]
    c3: loop x.1[32]

Run it on its own: `python kernels/f19.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m15_ptr, m15_s0, m15_s1, m25_ptr, m25_s0, m25_s1, m42_ptr, m42_s0, m42_s1, buf60_ptr, buf60_s0, buf60_s1, E_c0, E_c1, E_c2, E_c3, E_n0, DOT_20: tl.constexpr, DOT_30: tl.constexpr, DOT_47: tl.constexpr, DOT_53: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf60: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t9 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t10 = (t9) * (t9)
    t11 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t10, 0.0), axis=1, keep_dims=True)
    t12 = t11 + 0.00032
    t13 = tl.rsqrt(t12)
    t23 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t24 = (t9) * (t23)
    t32 = (t9) * (t9)
    t33 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t32, 0.0), axis=1, keep_dims=True)
    t34 = t33 + 0.00032
    t35 = tl.rsqrt(t34)
    acc56 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    acc57 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc22 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t7 = tl.load(m3_ptr + offs_c3[None, :] * m3_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t8 = (t2) * (t7)
            t14 = (t8) * (t13)
            t19 = tl.load(m15_ptr + offs_c3[:, None] * m15_s0 + offs_c2[None, :] * m15_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_20:
                t21 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t14, 0.0), tl.where((offs_c3 < E_c3)[:, None], t19, 0.0), input_precision="ieee")
            else:
                t21 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t14, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t19, 0.0), 0), axis=1)
            acc22 = acc22 + t21
        t29 = tl.load(m25_ptr + offs_n0[:, None] * m25_s0 + offs_c2[None, :] * m25_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_30:
            t31 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t24, 0.0), tl.where((offs_n0 < E_n0)[:, None], t29, 0.0), input_precision="ieee")
        else:
            t31 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t24, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t29, 0.0), 0), axis=1)
        t36 = (t31) * (t35)
        t37 = (t36) * (2.8284271247461903)
        t38 = 2.0 / (1.0 + tl.exp(-2.0 * (t37))) - 1.0
        t39 = t38 + 1.0
        t40 = (t39) * (t31)
        t41 = (acc22) * (t40)
        t46 = tl.load(m42_ptr + offs_c2[:, None] * m42_s0 + offs_c1[None, :] * m42_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_47:
            t48 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t41, 0.0), tl.where((offs_c2 < E_c2)[:, None], t46, 0.0), input_precision="ieee")
        else:
            t48 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t41, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t46, 0.0), 0), axis=1)
        t49 = (t36) * (5.656854249492381)
        t50 = 1.0 / (1.0 + tl.exp(-(t49)))
        t51 = (t36) * (t50)
        t52 = (t51) * (acc22)
        if DOT_53:
            t54 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t52, 0.0), tl.where((offs_c2 < E_c2)[:, None], t46, 0.0), input_precision="ieee")
        else:
            t54 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t52, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t46, 0.0), 0), axis=1)
        t55 = (t54) * (32.00000000000001)
        acc56 = acc56 + t48
        acc57 = acc57 + t55
    t58 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t59 = acc57 + t58
    tl.store(buf60_ptr + offs_c0[:, None] * buf60_s0 + offs_c1[None, :] * buf60_s1, t59, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf60_ptr, buf60_s0, buf60_s1, m62_ptr, m62_s0, m62_s1, m67_ptr, m67_s0, m67_s1, m82_ptr, m82_s0, m82_s1, m90_ptr, m90_s0, m90_s1, buf99_ptr, buf99_s0, buf99_s1, E_c0, E_c1, E_n0, E_n1, DOT_71: tl.constexpr, DOT_86: tl.constexpr, DOT_94: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf99: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t61 = tl.load(buf60_ptr + offs_c0[:, None] * buf60_s0 + offs_n0[None, :] * buf60_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t65 = tl.load(m62_ptr + offs_n0[None, :] * m62_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t66 = (t61) * (t65)
    t70 = tl.load(m67_ptr + offs_n0[:, None] * m67_s0 + offs_n1[None, :] * m67_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_71:
        t72 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t66, 0.0), tl.where((offs_n0 < E_n0)[:, None], t70, 0.0), input_precision="ieee")
    else:
        t72 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t66, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t70, 0.0), 0), axis=1)
    t73 = (t61) * (t61)
    t74 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t73, 0.0), axis=1, keep_dims=True)
    t75 = t74 + 0.00032
    t76 = tl.rsqrt(t75)
    t77 = (t72) * (t76)
    t78 = (t77) * (5.656854249492381)
    t79 = 1.0 / (1.0 + tl.exp(-(t78)))
    t80 = (t72) * (t79)
    t81 = (t80) * (t76)
    t85 = tl.load(m82_ptr + offs_n0[:, None] * m82_s0 + offs_n1[None, :] * m82_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_86:
        t87 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t66, 0.0), tl.where((offs_n0 < E_n0)[:, None], t85, 0.0), input_precision="ieee")
    else:
        t87 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t66, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t85, 0.0), 0), axis=1)
    t88 = (t87) * (t76)
    t89 = (t81) * (t88)
    t93 = tl.load(m90_ptr + offs_n1[:, None] * m90_s0 + offs_c1[None, :] * m90_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_94:
        t95 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t89, 0.0), tl.where((offs_n1 < E_n1)[:, None], t93, 0.0), input_precision="ieee")
    else:
        t95 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t89, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t93, 0.0), 0), axis=1)
    t96 = (t95) * (32.00000000000001)
    t97 = tl.load(buf60_ptr + offs_c0[:, None] * buf60_s0 + offs_c1[None, :] * buf60_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t98 = t96 + t97
    tl.store(buf99_ptr + offs_c0[:, None] * buf99_s0 + offs_c1[None, :] * buf99_s1, t98, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m18 = inputs['w_up']
    m17 = m18.narrow(0, 0, 1)
    m16 = m17.reshape([64, 32])
    m15 = m16.permute([1, 0])
    m28 = inputs['w_gate']
    m27 = m28.narrow(0, 0, 1)
    m26 = m27.reshape([64, 32])
    m25 = m26.permute([1, 0])
    m45 = inputs['w_down']
    m44 = m45.narrow(0, 0, 1)
    m43 = m44.reshape([32, 64])
    m42 = m43.permute([1, 0])
    buf60 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), E_c0=8, E_c1=32, E_c2=64, E_c3=32, E_n0=32, DOT_20=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_30=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_47=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_53=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m64 = m6.narrow(0, 1, 1)
    m63 = m64.reshape([32])
    m62 = m63.reshape([1, 32])
    m69 = m28.narrow(0, 1, 1)
    m68 = m69.reshape([64, 32])
    m67 = m68.permute([1, 0])
    m84 = m18.narrow(0, 1, 1)
    m83 = m84.reshape([64, 32])
    m82 = m83.permute([1, 0])
    m92 = m45.narrow(0, 1, 1)
    m91 = m92.reshape([32, 64])
    m90 = m91.permute([1, 0])
    buf99 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m82_ptr=m82, m82_s0=m82.stride(0), m82_s1=m82.stride(1), m90_ptr=m90, m90_s0=m90.stride(0), m90_s1=m90.stride(1), buf99_ptr=buf99, buf99_s0=buf99.stride(0), buf99_s1=buf99.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_71=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_86=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_94=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf99


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
