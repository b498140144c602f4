"""swiglu_stack [small], candidate 51: 3 kernel(s)

Rendered by EqiForge from candidate 51 of swiglu_stack [small]: grid(x.0@0) ; grid(x.1@1) loop(x.1[32]: sum) loop(x.1[32]: sum) [3 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f51.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, buf20_ptr, buf20_s0, buf20_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf20: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t17 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t18 = (t17) * (t17)
    t19 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t18, 0.0), axis=1, keep_dims=True)
    tl.store(buf20_ptr + offs_c0[:, None] * buf20_s0, t19, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, buf20_ptr, buf20_s0, buf20_s1, m31_ptr, m31_s0, m31_s1, m40_ptr, m40_s0, m40_s1, buf54_ptr, buf54_s0, buf54_s1, E_c1, E_c2, E_n1, E_n2, DOT_14: tl.constexpr, DOT_36: tl.constexpr, DOT_45: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf54: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc16 = tl.full([F_n1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t7 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t8 = (t2) * (t7)
        t13 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_n2[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_14:
            t15 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), input_precision="ieee")
        else:
            t15 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), 0), axis=1)
        acc16 = acc16 + t15
    t21 = tl.load(buf20_ptr + offs_n1[:, None] * buf20_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t22 = (t21) * (0.03125)
    t23 = t22 + 1e-05
    t24 = tl.rsqrt(t23)
    t25 = (acc16) * (t24)
    t26 = 1.0 / (1.0 + tl.exp(-(t25)))
    t27 = (acc16) * (t26)
    acc38 = tl.full([F_n1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t28 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t29 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t30 = (t28) * (t29)
        t35 = tl.load(m31_ptr + offs_c2[:, None] * m31_s0 + offs_n2[None, :] * m31_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_36:
            t37 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t30, 0.0), tl.where((offs_c2 < E_c2)[:, None], t35, 0.0), input_precision="ieee")
        else:
            t37 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t30, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t35, 0.0), 0), axis=1)
        acc38 = acc38 + t37
    t39 = (t27) * (acc38)
    t44 = tl.load(m40_ptr + offs_n2[:, None] * m40_s0 + offs_c1[None, :] * m40_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_45:
        t46 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t39, 0.0), tl.where((offs_n2 < E_n2)[:, None], t44, 0.0), input_precision="ieee")
    else:
        t46 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t39, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t44, 0.0), 0), axis=1)
    t47 = t21 + 0.00032
    t48 = tl.rsqrt(t47)
    t49 = (t46) * (t48)
    t50 = (t49) * (t48)
    t51 = (t50) * (32.00000000000001)
    t52 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t53 = t51 + t52
    tl.store(buf54_ptr + offs_n1[:, None] * buf54_s0 + offs_c1[None, :] * buf54_s1, t53, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf54_ptr, buf54_s0, buf54_s1, m56_ptr, m56_s0, m56_s1, m61_ptr, m61_s0, m61_s1, m76_ptr, m76_s0, m76_s1, m84_ptr, m84_s0, m84_s1, buf93_ptr, buf93_s0, buf93_s1, E_c0, E_c1, E_n0, E_n2, DOT_65: tl.constexpr, DOT_80: tl.constexpr, DOT_88: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf93: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t55 = tl.load(buf54_ptr + offs_c0[:, None] * buf54_s0 + offs_n0[None, :] * buf54_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t59 = tl.load(m56_ptr + offs_n0[None, :] * m56_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t60 = (t55) * (t59)
    t64 = tl.load(m61_ptr + offs_n0[:, None] * m61_s0 + offs_n2[None, :] * m61_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_65:
        t66 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t60, 0.0), tl.where((offs_n0 < E_n0)[:, None], t64, 0.0), input_precision="ieee")
    else:
        t66 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t60, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t64, 0.0), 0), axis=1)
    t67 = (t55) * (t55)
    t68 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t67, 0.0), axis=1, keep_dims=True)
    t69 = t68 + 0.00032
    t70 = tl.rsqrt(t69)
    t71 = (t66) * (t70)
    t72 = (t71) * (5.656854249492381)
    t73 = 1.0 / (1.0 + tl.exp(-(t72)))
    t74 = (t66) * (t73)
    t75 = (t74) * (t70)
    t79 = tl.load(m76_ptr + offs_n0[:, None] * m76_s0 + offs_n2[None, :] * m76_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_80:
        t81 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t60, 0.0), tl.where((offs_n0 < E_n0)[:, None], t79, 0.0), input_precision="ieee")
    else:
        t81 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t60, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t79, 0.0), 0), axis=1)
    t82 = (t81) * (t70)
    t83 = (t75) * (t82)
    t87 = tl.load(m84_ptr + offs_n2[:, None] * m84_s0 + offs_c1[None, :] * m84_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_88:
        t89 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t83, 0.0), tl.where((offs_n2 < E_n2)[:, None], t87, 0.0), input_precision="ieee")
    else:
        t89 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t83, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t87, 0.0), 0), axis=1)
    t90 = (t89) * (32.00000000000001)
    t91 = tl.load(buf54_ptr + offs_c0[:, None] * buf54_s0 + offs_c1[None, :] * buf54_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t92 = t90 + t91
    tl.store(buf93_ptr + offs_c0[:, None] * buf93_s0 + offs_c1[None, :] * buf93_s1, t92, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    buf20 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m34 = inputs['w_up']
    m33 = m34.narrow(0, 0, 1)
    m32 = m33.reshape([64, 32])
    m31 = m32.permute([1, 0])
    m43 = inputs['w_down']
    m42 = m43.narrow(0, 0, 1)
    m41 = m42.reshape([32, 64])
    m40 = m41.permute([1, 0])
    buf54 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), E_c1=32, E_c2=32, E_n1=8, E_n2=64, DOT_14=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_36=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_45=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(8), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    m58 = m6.narrow(0, 1, 1)
    m57 = m58.reshape([32])
    m56 = m57.reshape([1, 32])
    m63 = m12.narrow(0, 1, 1)
    m62 = m63.reshape([64, 32])
    m61 = m62.permute([1, 0])
    m78 = m34.narrow(0, 1, 1)
    m77 = m78.reshape([64, 32])
    m76 = m77.permute([1, 0])
    m86 = m43.narrow(0, 1, 1)
    m85 = m86.reshape([32, 64])
    m84 = m85.permute([1, 0])
    buf93 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m76_ptr=m76, m76_s0=m76.stride(0), m76_s1=m76.stride(1), m84_ptr=m84, m84_s0=m84.stride(0), m84_s1=m84.stride(1), buf93_ptr=buf93, buf93_s0=buf93.stride(0), buf93_s1=buf93.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n2=64, DOT_65=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_80=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_88=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf93


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
