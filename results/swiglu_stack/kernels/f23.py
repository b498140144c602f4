"""swiglu_stack [small], candidate 23: 3 kernel(s)

Rendered by EqiForge from candidate 23 of swiglu_stack [small]: grid(x.0@0) loop(x.1[32]: pair(sum, sum)) [3 mm] ; grid(x.0@0, x.1@1) | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f23.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m16_ptr, m16_s0, m16_s1, m35_ptr, m35_s0, m35_s1, buf44_ptr, buf44_s0, buf44_s1, E_c0, E_c2, E_n0, E_n1, DOT_14: tl.constexpr, DOT_21: tl.constexpr, DOT_40: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf44: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc23 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc24 = tl.full([T_c0, F_n0], 0.0, tl.float32)
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
        t20 = tl.load(m16_ptr + offs_c2[:, None] * m16_s0 + offs_n0[None, :] * m16_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_21:
            t22 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), input_precision="ieee")
        else:
            t22 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), 0), axis=1)
        acc23 = acc23 + t15
        acc24 = acc24 + t22
    t25 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t26 = (t25) * (t25)
    t27 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t26, 0.0), axis=1, keep_dims=True)
    t28 = t27 + 0.00032
    t29 = tl.rsqrt(t28)
    t30 = (acc24) * (t29)
    t31 = (t30) * (5.656854249492381)
    t32 = 1.0 / (1.0 + tl.exp(-(t31)))
    t33 = (t30) * (t32)
    t34 = (t33) * (acc23)
    t39 = tl.load(m35_ptr + offs_n0[:, None] * m35_s0 + offs_n1[None, :] * m35_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_40:
        t41 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t34, 0.0), tl.where((offs_n0 < E_n0)[:, None], t39, 0.0), input_precision="ieee")
    else:
        t41 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t39, 0.0), 0), axis=1)
    t42 = (t41) * (t29)
    t43 = (t42) * (32.00000000000001)
    tl.store(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_n1[None, :] * buf44_s1, t43, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(buf44_ptr, buf44_s0, buf44_s1, m1_ptr, m1_s0, m1_s1, buf48_ptr, buf48_s0, buf48_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf48: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t45 = tl.load(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_c1[None, :] * buf44_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t46 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t47 = t45 + t46
    tl.store(buf48_ptr + offs_c0[:, None] * buf48_s0 + offs_c1[None, :] * buf48_s1, t47, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf48_ptr, buf48_s0, buf48_s1, m50_ptr, m50_s0, m50_s1, m55_ptr, m55_s0, m55_s1, m61_ptr, m61_s0, m61_s1, m80_ptr, m80_s0, m80_s1, buf90_ptr, buf90_s0, buf90_s1, E_c0, E_c1, E_c2, E_n0, DOT_59: tl.constexpr, DOT_65: tl.constexpr, DOT_84: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf90: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc67 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc68 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t49 = tl.load(buf48_ptr + offs_c0[:, None] * buf48_s0 + offs_c2[None, :] * buf48_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t53 = tl.load(m50_ptr + offs_c2[None, :] * m50_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t54 = (t49) * (t53)
        t58 = tl.load(m55_ptr + offs_c2[:, None] * m55_s0 + offs_n0[None, :] * m55_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_59:
            t60 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t54, 0.0), tl.where((offs_c2 < E_c2)[:, None], t58, 0.0), input_precision="ieee")
        else:
            t60 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t54, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t58, 0.0), 0), axis=1)
        t64 = tl.load(m61_ptr + offs_c2[:, None] * m61_s0 + offs_n0[None, :] * m61_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_65:
            t66 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t54, 0.0), tl.where((offs_c2 < E_c2)[:, None], t64, 0.0), input_precision="ieee")
        else:
            t66 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t54, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t64, 0.0), 0), axis=1)
        acc67 = acc67 + t60
        acc68 = acc68 + t66
    acc72 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t69 = tl.load(buf48_ptr + offs_c0[:, None] * buf48_s0 + offs_c2[None, :] * buf48_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t70 = (t69) * (t69)
        t71 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t70, 0.0), axis=1, keep_dims=True)
        acc72 = acc72 + t71
    t73 = acc72 + 0.00032
    t74 = tl.rsqrt(t73)
    t75 = (acc67) * (t74)
    t76 = (t75) * (5.656854249492381)
    t77 = 1.0 / (1.0 + tl.exp(-(t76)))
    t78 = (t75) * (t77)
    t79 = (t78) * (acc68)
    t83 = tl.load(m80_ptr + offs_n0[:, None] * m80_s0 + offs_c1[None, :] * m80_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_84:
        t85 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t79, 0.0), tl.where((offs_n0 < E_n0)[:, None], t83, 0.0), input_precision="ieee")
    else:
        t85 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t79, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t83, 0.0), 0), axis=1)
    t86 = (t85) * (t74)
    t87 = (t86) * (32.00000000000001)
    t88 = tl.load(buf48_ptr + offs_c0[:, None] * buf48_s0 + offs_c1[None, :] * buf48_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t89 = t87 + t88
    tl.store(buf90_ptr + offs_c0[:, None] * buf90_s0 + offs_c1[None, :] * buf90_s1, t89, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m38 = inputs['w_down']
    m37 = m38.narrow(0, 0, 1)
    m36 = m37.reshape([32, 64])
    m35 = m36.permute([1, 0])
    buf44 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), E_c0=8, E_c2=32, E_n0=64, E_n1=32, DOT_14=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_21=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_40=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf48 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), E_c0=8, E_c1=32, T_c0=T['c0'], T_c1=T['c1'])
    m52 = m6.narrow(0, 1, 1)
    m51 = m52.reshape([32])
    m50 = m51.reshape([1, 32])
    m57 = m19.narrow(0, 1, 1)
    m56 = m57.reshape([64, 32])
    m55 = m56.permute([1, 0])
    m63 = m12.narrow(0, 1, 1)
    m62 = m63.reshape([64, 32])
    m61 = m62.permute([1, 0])
    m82 = m38.narrow(0, 1, 1)
    m81 = m82.reshape([32, 64])
    m80 = m81.permute([1, 0])
    buf90 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m80_ptr=m80, m80_s0=m80.stride(0), m80_s1=m80.stride(1), buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n0=64, DOT_59=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_65=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_84=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf90


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
