"""swiglu_stack [small], candidate 75: 3 kernel(s)

Rendered by EqiForge from candidate 75 of swiglu_stack [small]: store(w_up.1[64]) loop(x.1[32]: pair(sum, sum)) ; grid(x.1@1) loop(w_up.1[64]: sum, stored) | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]
    c3: loop x.1[32]

Run it on its own: `python kernels/f75.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m15_ptr, m15_s0, m15_s1, m32_ptr, m32_s0, m32_s1, m43_ptr, m43_s0, m43_s1, states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, E_c1, E_c2, E_c3, E_n0, E_n1, DOT_20: tl.constexpr, DOT_37: tl.constexpr, DOT_48: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states50: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t9 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t10 = (t9) * (t9)
    t11 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t10, 0.0), axis=1, keep_dims=True)
    t12 = t11 + 0.00032
    t13 = tl.rsqrt(t12)
    acc23 = tl.full([F_n1, T_c2], 0.0, tl.float32)
    acc24 = tl.full([F_n1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t7 = tl.load(m3_ptr + offs_c3[None, :] * m3_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t8 = (t2) * (t7)
        t14 = (t8) * (t13)
        t19 = tl.load(m15_ptr + offs_c3[:, None] * m15_s0 + offs_c2[None, :] * m15_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_20:
            t21 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t14, 0.0), tl.where((offs_c3 < E_c3)[:, None], t19, 0.0), input_precision="ieee")
        else:
            t21 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t14, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t19, 0.0), 0), axis=1)
        t22 = (t21) * (5.656854249492381)
        acc23 = acc23 + t22
        acc24 = acc24 + t21
    t25 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t26 = (t9) * (t25)
    t27 = (t9) * (t9)
    t28 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t27, 0.0), axis=1, keep_dims=True)
    t29 = t28 + 0.00032
    t30 = tl.rsqrt(t29)
    t31 = (t26) * (t30)
    t36 = tl.load(m32_ptr + offs_n0[:, None] * m32_s0 + offs_c2[None, :] * m32_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_37:
        t38 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t31, 0.0), tl.where((offs_n0 < E_n0)[:, None], t36, 0.0), input_precision="ieee")
    else:
        t38 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t36, 0.0), 0), axis=1)
    t39 = (t38) * (5.656854249492381)
    t40 = 1.0 / (1.0 + tl.exp(-(t39)))
    t41 = (t40) * (t39)
    t42 = (acc23) * (t41)
    t47 = tl.load(m43_ptr + offs_c2[:, None] * m43_s0 + offs_c1[None, :] * m43_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_48:
        t49 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t42, 0.0), tl.where((offs_c2 < E_c2)[:, None], t47, 0.0), input_precision="ieee")
    else:
        t49 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t42, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t47, 0.0), 0), axis=1)
    tl.store(states50_ptr + i_c1 * states50_s0 + i_c2 * states50_s1 + tl.arange(0, F_n1)[:, None] * states50_s2 + tl.arange(0, T_c1)[None, :] * states50_s3 + tl.zeros([F_n1, T_c1], tl.int32), t49)


@triton.jit
def kernel_1(states50_ptr, states50_s0, states50_s1, states50_s2, states50_s3, m1_ptr, m1_s0, m1_s1, buf55_ptr, buf55_s0, buf55_s1, E_c1, E_c2, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf55: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc52 = tl.full([F_n1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t51 = tl.load(states50_ptr + i_c1 * states50_s0 + i_c2 * states50_s1 + tl.arange(0, F_n1)[:, None] * states50_s2 + tl.arange(0, T_c1)[None, :] * states50_s3 + tl.zeros([F_n1, T_c1], tl.int32))
        acc52 = acc52 + t51
    t53 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t54 = acc52 + t53
    tl.store(buf55_ptr + offs_n1[:, None] * buf55_s0 + offs_c1[None, :] * buf55_s1, t54, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf55_ptr, buf55_s0, buf55_s1, m57_ptr, m57_s0, m57_s1, m62_ptr, m62_s0, m62_s1, m77_ptr, m77_s0, m77_s1, m85_ptr, m85_s0, m85_s1, buf94_ptr, buf94_s0, buf94_s1, E_c0, E_c1, E_n0, E_n2, DOT_66: tl.constexpr, DOT_81: tl.constexpr, DOT_89: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf94: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t56 = tl.load(buf55_ptr + offs_c0[:, None] * buf55_s0 + offs_n0[None, :] * buf55_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t60 = tl.load(m57_ptr + offs_n0[None, :] * m57_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t61 = (t56) * (t60)
    t65 = tl.load(m62_ptr + offs_n0[:, None] * m62_s0 + offs_n2[None, :] * m62_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_66:
        t67 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t61, 0.0), tl.where((offs_n0 < E_n0)[:, None], t65, 0.0), input_precision="ieee")
    else:
        t67 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t61, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t65, 0.0), 0), axis=1)
    t68 = (t56) * (t56)
    t69 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t68, 0.0), axis=1, keep_dims=True)
    t70 = t69 + 0.00032
    t71 = tl.rsqrt(t70)
    t72 = (t67) * (t71)
    t73 = (t72) * (5.656854249492381)
    t74 = 1.0 / (1.0 + tl.exp(-(t73)))
    t75 = (t67) * (t74)
    t76 = (t75) * (t71)
    t80 = tl.load(m77_ptr + offs_n0[:, None] * m77_s0 + offs_n2[None, :] * m77_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_81:
        t82 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t61, 0.0), tl.where((offs_n0 < E_n0)[:, None], t80, 0.0), input_precision="ieee")
    else:
        t82 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t61, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t80, 0.0), 0), axis=1)
    t83 = (t82) * (t71)
    t84 = (t76) * (t83)
    t88 = tl.load(m85_ptr + offs_n2[:, None] * m85_s0 + offs_c1[None, :] * m85_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_89:
        t90 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t84, 0.0), tl.where((offs_n2 < E_n2)[:, None], t88, 0.0), input_precision="ieee")
    else:
        t90 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t84, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t88, 0.0), 0), axis=1)
    t91 = (t90) * (32.00000000000001)
    t92 = tl.load(buf55_ptr + offs_c0[:, None] * buf55_s0 + offs_c1[None, :] * buf55_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t93 = t91 + t92
    tl.store(buf94_ptr + offs_c0[:, None] * buf94_s0 + offs_c1[None, :] * buf94_s1, t93, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m35 = inputs['w_gate']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([64, 32])
    m32 = m33.permute([1, 0])
    m46 = inputs['w_down']
    m45 = m46.narrow(0, 0, 1)
    m44 = m45.reshape([32, 64])
    m43 = m44.permute([1, 0])
    states50 = torch.full([_cdiv(32, T['c1']), _cdiv(64, T['c2']), _pow2(8), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), E_c1=32, E_c2=64, E_c3=32, E_n0=32, E_n1=8, DOT_20=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_37=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_48=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    buf55 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](states50_ptr=states50, states50_s0=states50.stride(0), states50_s1=states50.stride(1), states50_s2=states50.stride(2), states50_s3=states50.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), E_c1=32, E_c2=64, E_n1=8, F_n1=_pow2(8), T_c1=T['c1'], T_c2=T['c2'])
    m59 = m6.narrow(0, 1, 1)
    m58 = m59.reshape([32])
    m57 = m58.reshape([1, 32])
    m64 = m35.narrow(0, 1, 1)
    m63 = m64.reshape([64, 32])
    m62 = m63.permute([1, 0])
    m79 = m18.narrow(0, 1, 1)
    m78 = m79.reshape([64, 32])
    m77 = m78.permute([1, 0])
    m87 = m46.narrow(0, 1, 1)
    m86 = m87.reshape([32, 64])
    m85 = m86.permute([1, 0])
    buf94 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m77_ptr=m77, m77_s0=m77.stride(0), m77_s1=m77.stride(1), m85_ptr=m85, m85_s0=m85.stride(0), m85_s1=m85.stride(1), buf94_ptr=buf94, buf94_s0=buf94.stride(0), buf94_s1=buf94.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n2=64, DOT_66=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_81=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_89=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf94


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
