"""swiglu_stack [small], candidate 39: 3 kernel(s)

Rendered by EqiForge from candidate 39 of swiglu_stack [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum) loop(x.1[32]: sum, stored) [2 mm] | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f39.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m29_ptr, m29_s0, m29_s1, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, E_c0, E_c2, E_n0, DOT_34: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states36: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t26 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t27 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t28 = (t26) * (t27)
    t33 = tl.load(m29_ptr + offs_c2[:, None] * m29_s0 + offs_n0[None, :] * m29_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_34:
        t35 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), tl.where((offs_c2 < E_c2)[:, None], t33, 0.0), input_precision="ieee")
    else:
        t35 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t33, 0.0), 0), axis=1)
    tl.store(states36_ptr + i_c0 * states36_s0 + i_c2 * states36_s1 + tl.arange(0, T_c0)[:, None] * states36_s2 + tl.arange(0, F_n0)[None, :] * states36_s3 + tl.zeros([T_c0, F_n0], tl.int32), t35)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, m40_ptr, m40_s0, m40_s1, buf50_ptr, buf50_s0, buf50_s1, E_c0, E_c2, E_n0, E_n1, DOT_14: tl.constexpr, DOT_45: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf50: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc16 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t7 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t8 = (t2) * (t7)
        t13 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_n0[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_14:
            t15 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), input_precision="ieee")
        else:
            t15 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), 0), axis=1)
        acc16 = acc16 + t15
    t17 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t18 = (t17) * (t17)
    t19 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t18, 0.0), axis=1, keep_dims=True)
    t20 = t19 + 0.00032
    t21 = tl.rsqrt(t20)
    t22 = (acc16) * (t21)
    t23 = (t22) * (5.656854249492381)
    t24 = 1.0 / (1.0 + tl.exp(-(t23)))
    t25 = (t22) * (t24)
    acc38 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t37 = tl.load(states36_ptr + i_c0 * states36_s0 + i_c2 * states36_s1 + tl.arange(0, T_c0)[:, None] * states36_s2 + tl.arange(0, F_n0)[None, :] * states36_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc38 = acc38 + t37
    t39 = (t25) * (acc38)
    t44 = tl.load(m40_ptr + offs_n0[:, None] * m40_s0 + offs_n1[None, :] * m40_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_45:
        t46 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t39, 0.0), tl.where((offs_n0 < E_n0)[:, None], t44, 0.0), input_precision="ieee")
    else:
        t46 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t39, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t44, 0.0), 0), axis=1)
    t47 = (t46) * (t21)
    t48 = (t47) * (32.00000000000001)
    t49 = t48 + t17
    tl.store(buf50_ptr + offs_c0[:, None] * buf50_s0 + offs_n1[None, :] * buf50_s1, t49, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(buf50_ptr, buf50_s0, buf50_s1, m52_ptr, m52_s0, m52_s1, m57_ptr, m57_s0, m57_s1, m63_ptr, m63_s0, m63_s1, m82_ptr, m82_s0, m82_s1, buf92_ptr, buf92_s0, buf92_s1, E_c0, E_c1, E_c2, E_n0, DOT_61: tl.constexpr, DOT_67: tl.constexpr, DOT_86: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf92: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc69 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc70 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t51 = tl.load(buf50_ptr + offs_c0[:, None] * buf50_s0 + offs_c2[None, :] * buf50_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t55 = tl.load(m52_ptr + offs_c2[None, :] * m52_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t56 = (t51) * (t55)
        t60 = tl.load(m57_ptr + offs_c2[:, None] * m57_s0 + offs_n0[None, :] * m57_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_61:
            t62 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t56, 0.0), tl.where((offs_c2 < E_c2)[:, None], t60, 0.0), input_precision="ieee")
        else:
            t62 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t56, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t60, 0.0), 0), axis=1)
        t66 = tl.load(m63_ptr + offs_c2[:, None] * m63_s0 + offs_n0[None, :] * m63_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_67:
            t68 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t56, 0.0), tl.where((offs_c2 < E_c2)[:, None], t66, 0.0), input_precision="ieee")
        else:
            t68 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t56, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t66, 0.0), 0), axis=1)
        acc69 = acc69 + t62
        acc70 = acc70 + t68
    acc74 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t71 = tl.load(buf50_ptr + offs_c0[:, None] * buf50_s0 + offs_c2[None, :] * buf50_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t72 = (t71) * (t71)
        t73 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t72, 0.0), axis=1, keep_dims=True)
        acc74 = acc74 + t73
    t75 = acc74 + 0.00032
    t76 = tl.rsqrt(t75)
    t77 = (acc69) * (t76)
    t78 = (t77) * (5.656854249492381)
    t79 = 1.0 / (1.0 + tl.exp(-(t78)))
    t80 = (t77) * (t79)
    t81 = (t80) * (acc70)
    t85 = tl.load(m82_ptr + offs_n0[:, None] * m82_s0 + offs_c1[None, :] * m82_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_86:
        t87 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t81, 0.0), tl.where((offs_n0 < E_n0)[:, None], t85, 0.0), input_precision="ieee")
    else:
        t87 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t81, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t85, 0.0), 0), axis=1)
    t88 = (t87) * (t76)
    t89 = (t88) * (32.00000000000001)
    t90 = tl.load(buf50_ptr + offs_c0[:, None] * buf50_s0 + offs_c1[None, :] * buf50_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t91 = t89 + t90
    tl.store(buf92_ptr + offs_c0[:, None] * buf92_s0 + offs_c1[None, :] * buf92_s1, t91, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m32 = inputs['w_up']
    m31 = m32.narrow(0, 0, 1)
    m30 = m31.reshape([64, 32])
    m29 = m30.permute([1, 0])
    states36 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), E_c0=8, E_c2=32, E_n0=64, DOT_34=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m43 = inputs['w_down']
    m42 = m43.narrow(0, 0, 1)
    m41 = m42.reshape([32, 64])
    m40 = m41.permute([1, 0])
    buf50 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), E_c0=8, E_c2=32, E_n0=64, E_n1=32, DOT_14=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_45=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    m54 = m6.narrow(0, 1, 1)
    m53 = m54.reshape([32])
    m52 = m53.reshape([1, 32])
    m59 = m12.narrow(0, 1, 1)
    m58 = m59.reshape([64, 32])
    m57 = m58.permute([1, 0])
    m65 = m32.narrow(0, 1, 1)
    m64 = m65.reshape([64, 32])
    m63 = m64.permute([1, 0])
    m84 = m43.narrow(0, 1, 1)
    m83 = m84.reshape([32, 64])
    m82 = m83.permute([1, 0])
    buf92 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m82_ptr=m82, m82_s0=m82.stride(0), m82_s1=m82.stride(1), buf92_ptr=buf92, buf92_s0=buf92.stride(0), buf92_s1=buf92.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n0=64, DOT_61=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_67=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_86=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf92


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
