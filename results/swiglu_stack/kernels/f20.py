"""swiglu_stack [small], candidate 20: 3 kernel(s)

Rendered by EqiForge from candidate 20 of swiglu_stack [small]: grid(x.0@0) [3 mm] ; grid(x.0@0, x.1@1) | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f20.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m14_ptr, m14_s0, m14_s1, m24_ptr, m24_s0, m24_s1, m32_ptr, m32_s0, m32_s1, buf40_ptr, buf40_s0, buf40_s1, E_c0, E_n0, E_n1, DOT_19: tl.constexpr, DOT_29: tl.constexpr, DOT_37: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf40: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
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
    t28 = tl.load(m24_ptr + offs_n0[:, None] * m24_s0 + offs_n1[None, :] * m24_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_29:
        t30 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), tl.where((offs_n0 < E_n0)[:, None], t28, 0.0), input_precision="ieee")
    else:
        t30 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t28, 0.0), 0), axis=1)
    t31 = (t23) * (t30)
    t36 = tl.load(m32_ptr + offs_n1[:, None] * m32_s0 + offs_n0[None, :] * m32_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_37:
        t38 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t31, 0.0), tl.where((offs_n1 < E_n1)[:, None], t36, 0.0), input_precision="ieee")
    else:
        t38 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t36, 0.0), 0), axis=1)
    t39 = (t38) * (32.00000000000001)
    tl.store(buf40_ptr + offs_c0[:, None] * buf40_s0 + offs_n0[None, :] * buf40_s1, t39, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf40_ptr, buf40_s0, buf40_s1, m1_ptr, m1_s0, m1_s1, buf44_ptr, buf44_s0, buf44_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf44: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t41 = tl.load(buf40_ptr + offs_c0[:, None] * buf40_s0 + offs_c1[None, :] * buf40_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t42 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t43 = t41 + t42
    tl.store(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_c1[None, :] * buf44_s1, t43, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf44_ptr, buf44_s0, buf44_s1, m46_ptr, m46_s0, m46_s1, m51_ptr, m51_s0, m51_s1, m57_ptr, m57_s0, m57_s1, m76_ptr, m76_s0, m76_s1, buf86_ptr, buf86_s0, buf86_s1, E_c0, E_c1, E_c2, E_n1, DOT_55: tl.constexpr, DOT_61: tl.constexpr, DOT_80: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf86: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc63 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc64 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t45 = tl.load(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_c2[None, :] * buf44_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t49 = tl.load(m46_ptr + offs_c2[None, :] * m46_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t50 = (t45) * (t49)
        t54 = tl.load(m51_ptr + offs_c2[:, None] * m51_s0 + offs_n1[None, :] * m51_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_55:
            t56 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t50, 0.0), tl.where((offs_c2 < E_c2)[:, None], t54, 0.0), input_precision="ieee")
        else:
            t56 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t50, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t54, 0.0), 0), axis=1)
        t60 = tl.load(m57_ptr + offs_c2[:, None] * m57_s0 + offs_n1[None, :] * m57_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_61:
            t62 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t50, 0.0), tl.where((offs_c2 < E_c2)[:, None], t60, 0.0), input_precision="ieee")
        else:
            t62 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t50, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t60, 0.0), 0), axis=1)
        acc63 = acc63 + t56
        acc64 = acc64 + t62
    acc68 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t65 = tl.load(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_c2[None, :] * buf44_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t66 = (t65) * (t65)
        t67 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t66, 0.0), axis=1, keep_dims=True)
        acc68 = acc68 + t67
    t69 = acc68 + 0.00032
    t70 = tl.rsqrt(t69)
    t71 = (acc63) * (t70)
    t72 = (t71) * (5.656854249492381)
    t73 = 1.0 / (1.0 + tl.exp(-(t72)))
    t74 = (t71) * (t73)
    t75 = (t74) * (acc64)
    t79 = tl.load(m76_ptr + offs_n1[:, None] * m76_s0 + offs_c1[None, :] * m76_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_80:
        t81 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t75, 0.0), tl.where((offs_n1 < E_n1)[:, None], t79, 0.0), input_precision="ieee")
    else:
        t81 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t75, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t79, 0.0), 0), axis=1)
    t82 = (t81) * (t70)
    t83 = (t82) * (32.00000000000001)
    t84 = tl.load(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_c1[None, :] * buf44_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t85 = t83 + t84
    tl.store(buf86_ptr + offs_c0[:, None] * buf86_s0 + offs_c1[None, :] * buf86_s1, t85, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m27 = inputs['w_up']
    m26 = m27.narrow(0, 0, 1)
    m25 = m26.reshape([64, 32])
    m24 = m25.permute([1, 0])
    m35 = inputs['w_down']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([32, 64])
    m32 = m33.permute([1, 0])
    buf40 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), E_c0=8, E_n0=32, E_n1=64, DOT_19=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_29=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_37=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'])
    buf44 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), E_c0=8, E_c1=32, T_c0=T['c0'], T_c1=T['c1'])
    m48 = m6.narrow(0, 1, 1)
    m47 = m48.reshape([32])
    m46 = m47.reshape([1, 32])
    m53 = m17.narrow(0, 1, 1)
    m52 = m53.reshape([64, 32])
    m51 = m52.permute([1, 0])
    m59 = m27.narrow(0, 1, 1)
    m58 = m59.reshape([64, 32])
    m57 = m58.permute([1, 0])
    m78 = m35.narrow(0, 1, 1)
    m77 = m78.reshape([32, 64])
    m76 = m77.permute([1, 0])
    buf86 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m76_ptr=m76, m76_s0=m76.stride(0), m76_s1=m76.stride(1), buf86_ptr=buf86, buf86_s0=buf86.stride(0), buf86_s1=buf86.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n1=64, DOT_55=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_61=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_80=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf86


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
