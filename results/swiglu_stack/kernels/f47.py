"""swiglu_stack [small], candidate 47: 3 kernel(s)

Rendered by EqiForge from candidate 47 of swiglu_stack [small]: store(w_up.1[64]) loop(x.1[32]: pair(sum, sum)) ; grid(x.1@1) loop(w_up.1[64]: sum) [1 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]
    c3: loop x.1[32]

Run it on its own: `python kernels/f47.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m16_ptr, m16_s0, m16_s1, states39_ptr, states39_s0, states39_s1, states39_s2, E_c2, E_c3, E_n0, E_n1, DOT_14: tl.constexpr, DOT_21: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states39: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc23 = tl.full([F_n1, T_c2], 0.0, tl.float32)
    acc24 = tl.full([F_n1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t7 = tl.load(m3_ptr + offs_c3[None, :] * m3_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t8 = (t2) * (t7)
        t13 = tl.load(m9_ptr + offs_c3[:, None] * m9_s0 + offs_c2[None, :] * m9_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_14:
            t15 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t8, 0.0), tl.where((offs_c3 < E_c3)[:, None], t13, 0.0), input_precision="ieee")
        else:
            t15 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t13, 0.0), 0), axis=1)
        t20 = tl.load(m16_ptr + offs_c3[:, None] * m16_s0 + offs_c2[None, :] * m16_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_21:
            t22 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t8, 0.0), tl.where((offs_c3 < E_c3)[:, None], t20, 0.0), input_precision="ieee")
        else:
            t22 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t20, 0.0), 0), axis=1)
        acc23 = acc23 + t15
        acc24 = acc24 + t22
    t25 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t26 = (t25) * (t25)
    t27 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t26, 0.0), axis=1, keep_dims=True)
    t28 = (t27) * (0.03125)
    t29 = t28 + 1e-05
    t30 = tl.rsqrt(t29)
    t31 = (acc24) * (t30)
    t32 = 1.0 / (1.0 + tl.exp(-(t31)))
    t33 = (acc24) * (t32)
    t34 = (t33) * (acc23)
    t35 = t27 + 0.00032
    t36 = tl.rsqrt(t35)
    t37 = (t34) * (t36)
    t38 = (t37) * (t36)
    tl.store(states39_ptr + i_c2 * states39_s0 + tl.arange(0, F_n1)[:, None] * states39_s1 + tl.arange(0, T_c2)[None, :] * states39_s2 + tl.zeros([F_n1, T_c2], tl.int32), t38)


@triton.jit
def kernel_1(states39_ptr, states39_s0, states39_s1, states39_s2, m41_ptr, m41_s0, m41_s1, m1_ptr, m1_s0, m1_s1, buf52_ptr, buf52_s0, buf52_s1, E_c1, E_c2, E_n1, DOT_46: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf52: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc48 = tl.full([F_n1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t40 = tl.load(states39_ptr + i_c2 * states39_s0 + tl.arange(0, F_n1)[:, None] * states39_s1 + tl.arange(0, T_c2)[None, :] * states39_s2 + tl.zeros([F_n1, T_c2], tl.int32))
        t45 = tl.load(m41_ptr + offs_c2[:, None] * m41_s0 + offs_c1[None, :] * m41_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_46:
            t47 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t40, 0.0), tl.where((offs_c2 < E_c2)[:, None], t45, 0.0), input_precision="ieee")
        else:
            t47 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t40, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t45, 0.0), 0), axis=1)
        acc48 = acc48 + t47
    t49 = (acc48) * (32.00000000000001)
    t50 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t51 = t49 + t50
    tl.store(buf52_ptr + offs_n1[:, None] * buf52_s0 + offs_c1[None, :] * buf52_s1, t51, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf52_ptr, buf52_s0, buf52_s1, m54_ptr, m54_s0, m54_s1, m64_ptr, m64_s0, m64_s1, m73_ptr, m73_s0, m73_s1, m80_ptr, m80_s0, m80_s1, buf89_ptr, buf89_s0, buf89_s1, E_c0, E_c1, E_n0, E_n2, DOT_68: tl.constexpr, DOT_77: tl.constexpr, DOT_84: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf89: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t53 = tl.load(buf52_ptr + offs_c0[:, None] * buf52_s0 + offs_n0[None, :] * buf52_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t57 = tl.load(m54_ptr + offs_n0[None, :] * m54_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t58 = (t53) * (t57)
    t59 = (t53) * (t53)
    t60 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t59, 0.0), axis=1, keep_dims=True)
    t61 = t60 + 0.00032
    t62 = tl.rsqrt(t61)
    t63 = (t58) * (t62)
    t67 = tl.load(m64_ptr + offs_n0[:, None] * m64_s0 + offs_n2[None, :] * m64_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_68:
        t69 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), tl.where((offs_n0 < E_n0)[:, None], t67, 0.0), input_precision="ieee")
    else:
        t69 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t67, 0.0), 0), axis=1)
    t70 = (t69) * (5.656854249492381)
    t71 = 1.0 / (1.0 + tl.exp(-(t70)))
    t72 = (t69) * (t71)
    t76 = tl.load(m73_ptr + offs_n0[:, None] * m73_s0 + offs_n2[None, :] * m73_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_77:
        t78 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), tl.where((offs_n0 < E_n0)[:, None], t76, 0.0), input_precision="ieee")
    else:
        t78 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t76, 0.0), 0), axis=1)
    t79 = (t72) * (t78)
    t83 = tl.load(m80_ptr + offs_n2[:, None] * m80_s0 + offs_c1[None, :] * m80_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_84:
        t85 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t79, 0.0), tl.where((offs_n2 < E_n2)[:, None], t83, 0.0), input_precision="ieee")
    else:
        t85 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t79, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t83, 0.0), 0), axis=1)
    t86 = (t85) * (32.00000000000001)
    t87 = tl.load(buf52_ptr + offs_c0[:, None] * buf52_s0 + offs_c1[None, :] * buf52_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t88 = t86 + t87
    tl.store(buf89_ptr + offs_c0[:, None] * buf89_s0 + offs_c1[None, :] * buf89_s1, t88, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m19 = inputs['w_gate']
    m18 = m19.narrow(0, 0, 1)
    m17 = m18.reshape([64, 32])
    m16 = m17.permute([1, 0])
    states39 = torch.full([_cdiv(64, T['c2']), _pow2(8), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), E_c2=64, E_c3=32, E_n0=32, E_n1=8, DOT_14=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_21=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c2=T['c2'], T_c3=T['c3'])
    m44 = inputs['w_down']
    m43 = m44.narrow(0, 0, 1)
    m42 = m43.reshape([32, 64])
    m41 = m42.permute([1, 0])
    buf52 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), E_c1=32, E_c2=64, E_n1=8, DOT_46=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n1=_pow2(8), T_c1=T['c1'], T_c2=T['c2'])
    m56 = m6.narrow(0, 1, 1)
    m55 = m56.reshape([32])
    m54 = m55.reshape([1, 32])
    m66 = m19.narrow(0, 1, 1)
    m65 = m66.reshape([64, 32])
    m64 = m65.permute([1, 0])
    m75 = m12.narrow(0, 1, 1)
    m74 = m75.reshape([64, 32])
    m73 = m74.permute([1, 0])
    m82 = m44.narrow(0, 1, 1)
    m81 = m82.reshape([32, 64])
    m80 = m81.permute([1, 0])
    buf89 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m73_ptr=m73, m73_s0=m73.stride(0), m73_s1=m73.stride(1), m80_ptr=m80, m80_s0=m80.stride(0), m80_s1=m80.stride(1), buf89_ptr=buf89, buf89_s0=buf89.stride(0), buf89_s1=buf89.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n2=64, DOT_68=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_77=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_84=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf89


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
