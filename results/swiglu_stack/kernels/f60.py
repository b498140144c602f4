"""swiglu_stack [small], candidate 60: 3 kernel(s)

Rendered by EqiForge from candidate 60 of swiglu_stack [small]: store(x.1[32]) ; grid(x.0@0, x.1@1) loop(x.1[32]: sum, stored) [2 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f60.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m33_ptr, m33_s0, m33_s1, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, E_c0, E_c2, E_n0, E_n1, DOT_38: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states40: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t24 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t25 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t26 = (t24) * (t25)
    t27 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t28 = (t27) * (t27)
    t29 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t28, 0.0), axis=1, keep_dims=True)
    t30 = t29 + 0.00032
    t31 = tl.rsqrt(t30)
    t32 = (t26) * (t31)
    t37 = tl.load(m33_ptr + offs_c2[:, None] * m33_s0 + offs_n1[None, :] * m33_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_38:
        t39 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t32, 0.0), tl.where((offs_c2 < E_c2)[:, None], t37, 0.0), input_precision="ieee")
    else:
        t39 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t37, 0.0), 0), axis=1)
    tl.store(states40_ptr + i_c0 * states40_s0 + i_c2 * states40_s1 + tl.arange(0, T_c0)[:, None] * states40_s2 + tl.arange(0, F_n1)[None, :] * states40_s3 + tl.zeros([T_c0, F_n1], tl.int32), t39)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m14_ptr, m14_s0, m14_s1, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, m44_ptr, m44_s0, m44_s1, buf54_ptr, buf54_s0, buf54_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_19: tl.constexpr, DOT_49: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf54: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t9 = (t2) * (t2)
    t10 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t9, 0.0), axis=1, keep_dims=True)
    t11 = t10 + 0.00032
    t12 = tl.rsqrt(t11)
    t13 = (t8) * (t12)
    t18 = tl.load(m14_ptr + offs_n0[:, None] * m14_s0 + offs_n1[None, :] * m14_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_19:
        t20 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), tl.where((offs_n0 < E_n0)[:, None], t18, 0.0), input_precision="ieee")
    else:
        t20 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t18, 0.0), 0), axis=1)
    t21 = (t20) * (5.656854249492381)
    t22 = 1.0 / (1.0 + tl.exp(-(t21)))
    t23 = (t20) * (t22)
    acc42 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t41 = tl.load(states40_ptr + i_c0 * states40_s0 + i_c2 * states40_s1 + tl.arange(0, T_c0)[:, None] * states40_s2 + tl.arange(0, F_n1)[None, :] * states40_s3 + tl.zeros([T_c0, F_n1], tl.int32))
        acc42 = acc42 + t41
    t43 = (t23) * (acc42)
    t48 = tl.load(m44_ptr + offs_n1[:, None] * m44_s0 + offs_c1[None, :] * m44_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_49:
        t50 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t43, 0.0), tl.where((offs_n1 < E_n1)[:, None], t48, 0.0), input_precision="ieee")
    else:
        t50 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t43, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t48, 0.0), 0), axis=1)
    t51 = (t50) * (32.00000000000001)
    t52 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t53 = t51 + t52
    tl.store(buf54_ptr + offs_c0[:, None] * buf54_s0 + offs_c1[None, :] * buf54_s1, t53, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf54_ptr, buf54_s0, buf54_s1, m56_ptr, m56_s0, m56_s1, m61_ptr, m61_s0, m61_s1, m76_ptr, m76_s0, m76_s1, m84_ptr, m84_s0, m84_s1, buf93_ptr, buf93_s0, buf93_s1, E_c0, E_c1, E_n0, E_n1, DOT_65: tl.constexpr, DOT_80: tl.constexpr, DOT_88: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
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
    offs_n1 = tl.arange(0, F_n1)
    t55 = tl.load(buf54_ptr + offs_c0[:, None] * buf54_s0 + offs_n0[None, :] * buf54_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t59 = tl.load(m56_ptr + offs_n0[None, :] * m56_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t60 = (t55) * (t59)
    t64 = tl.load(m61_ptr + offs_n0[:, None] * m61_s0 + offs_n1[None, :] * m61_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
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
    t79 = tl.load(m76_ptr + offs_n0[:, None] * m76_s0 + offs_n1[None, :] * m76_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_80:
        t81 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t60, 0.0), tl.where((offs_n0 < E_n0)[:, None], t79, 0.0), input_precision="ieee")
    else:
        t81 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t60, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t79, 0.0), 0), axis=1)
    t82 = (t81) * (t70)
    t83 = (t75) * (t82)
    t87 = tl.load(m84_ptr + offs_n1[:, None] * m84_s0 + offs_c1[None, :] * m84_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_88:
        t89 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t83, 0.0), tl.where((offs_n1 < E_n1)[:, None], t87, 0.0), input_precision="ieee")
    else:
        t89 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t83, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t87, 0.0), 0), axis=1)
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
    m17 = inputs['w_gate']
    m16 = m17.narrow(0, 0, 1)
    m15 = m16.reshape([64, 32])
    m14 = m15.permute([1, 0])
    m36 = inputs['w_up']
    m35 = m36.narrow(0, 0, 1)
    m34 = m35.reshape([64, 32])
    m33 = m34.permute([1, 0])
    states40 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), E_c0=8, E_c2=32, E_n0=32, E_n1=64, DOT_38=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m47 = inputs['w_down']
    m46 = m47.narrow(0, 0, 1)
    m45 = m46.reshape([32, 64])
    m44 = m45.permute([1, 0])
    buf54 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n0=32, E_n1=64, DOT_19=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_49=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m58 = m6.narrow(0, 1, 1)
    m57 = m58.reshape([32])
    m56 = m57.reshape([1, 32])
    m63 = m17.narrow(0, 1, 1)
    m62 = m63.reshape([64, 32])
    m61 = m62.permute([1, 0])
    m78 = m36.narrow(0, 1, 1)
    m77 = m78.reshape([64, 32])
    m76 = m77.permute([1, 0])
    m86 = m47.narrow(0, 1, 1)
    m85 = m86.reshape([32, 64])
    m84 = m85.permute([1, 0])
    buf93 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m76_ptr=m76, m76_s0=m76.stride(0), m76_s1=m76.stride(1), m84_ptr=m84, m84_s0=m84.stride(0), m84_s1=m84.stride(1), buf93_ptr=buf93, buf93_s0=buf93.stride(0), buf93_s1=buf93.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_65=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_80=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_88=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf93


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
