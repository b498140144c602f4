"""swiglu_stack [small], candidate 175: 5 kernel(s)

Rendered by EqiForge from candidate 175 of swiglu_stack [small]: grid(x.0@0, x.1@1) [3 mm] | grid(x.0@0) [1 mm] ; grid(x.0@0) ; grid(x.0@0) [2 mm] ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]

Run it on its own: `python kernels/f175.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m25_ptr, m25_s0, m25_s1, m34_ptr, m34_s0, m34_s1, buf44_ptr, buf44_s0, buf44_s1, E_c0, E_c1, E_n0, E_n1, DOT_14: tl.constexpr, DOT_30: tl.constexpr, DOT_39: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf44: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t13 = tl.load(m9_ptr + offs_n0[:, None] * m9_s0 + offs_n1[None, :] * m9_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_14:
        t15 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), input_precision="ieee")
    else:
        t15 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), 0), axis=1)
    t16 = (t2) * (t2)
    t17 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t16, 0.0), axis=1, keep_dims=True)
    t18 = t17 + 0.00032
    t19 = tl.rsqrt(t18)
    t20 = (t15) * (t19)
    t21 = (t20) * (5.656854249492381)
    t22 = 1.0 / (1.0 + tl.exp(-(t21)))
    t23 = (t15) * (t22)
    t24 = (t23) * (t19)
    t29 = tl.load(m25_ptr + offs_n0[:, None] * m25_s0 + offs_n1[None, :] * m25_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_30:
        t31 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t29, 0.0), input_precision="ieee")
    else:
        t31 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t29, 0.0), 0), axis=1)
    t32 = (t31) * (t19)
    t33 = (t24) * (t32)
    t38 = tl.load(m34_ptr + offs_n1[:, None] * m34_s0 + offs_c1[None, :] * m34_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_39:
        t40 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t33, 0.0), tl.where((offs_n1 < E_n1)[:, None], t38, 0.0), input_precision="ieee")
    else:
        t40 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t33, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t38, 0.0), 0), axis=1)
    t41 = (t40) * (32.00000000000001)
    t42 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t43 = t41 + t42
    tl.store(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_c1[None, :] * buf44_s1, t43, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf44_ptr, buf44_s0, buf44_s1, m46_ptr, m46_s0, m46_s1, m51_ptr, m51_s0, m51_s1, buf57_ptr, buf57_s0, buf57_s1, E_c0, E_n0, E_n1, DOT_55: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf57: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t45 = tl.load(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_n0[None, :] * buf44_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t49 = tl.load(m46_ptr + offs_n0[None, :] * m46_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t50 = (t45) * (t49)
    t54 = tl.load(m51_ptr + offs_n0[:, None] * m51_s0 + offs_n1[None, :] * m51_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_55:
        t56 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t50, 0.0), tl.where((offs_n0 < E_n0)[:, None], t54, 0.0), input_precision="ieee")
    else:
        t56 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t50, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t54, 0.0), 0), axis=1)
    tl.store(buf57_ptr + offs_c0[:, None] * buf57_s0 + offs_n1[None, :] * buf57_s1, t56, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(buf44_ptr, buf44_s0, buf44_s1, buf62_ptr, buf62_s0, buf62_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf62: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t59 = tl.load(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_n0[None, :] * buf44_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t60 = (t59) * (t59)
    t61 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t60, 0.0), axis=1, keep_dims=True)
    tl.store(buf62_ptr + offs_c0[:, None] * buf62_s0, t61, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_3(buf57_ptr, buf57_s0, buf57_s1, buf62_ptr, buf62_s0, buf62_s1, buf44_ptr, buf44_s0, buf44_s1, m46_ptr, m46_s0, m46_s1, m75_ptr, m75_s0, m75_s1, m82_ptr, m82_s0, m82_s1, buf89_ptr, buf89_s0, buf89_s1, E_c0, E_n0, E_n1, DOT_79: tl.constexpr, DOT_86: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf89: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t58 = tl.load(buf57_ptr + offs_c0[:, None] * buf57_s0 + offs_n1[None, :] * buf57_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t63 = tl.load(buf62_ptr + offs_c0[:, None] * buf62_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t64 = t63 + 0.00032
    t65 = tl.rsqrt(t64)
    t66 = (t58) * (t65)
    t67 = (t66) * (2.8284271247461903)
    t68 = 2.0 / (1.0 + tl.exp(-2.0 * (t67))) - 1.0
    t69 = t68 + 1.0
    t70 = (t66) * (5.656854249492381)
    t71 = (t69) * (t70)
    t72 = tl.load(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_n0[None, :] * buf44_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t73 = tl.load(m46_ptr + offs_n0[None, :] * m46_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t74 = (t72) * (t73)
    t78 = tl.load(m75_ptr + offs_n0[:, None] * m75_s0 + offs_n1[None, :] * m75_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_79:
        t80 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t74, 0.0), tl.where((offs_n0 < E_n0)[:, None], t78, 0.0), input_precision="ieee")
    else:
        t80 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t74, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t78, 0.0), 0), axis=1)
    t81 = (t71) * (t80)
    t85 = tl.load(m82_ptr + offs_n1[:, None] * m82_s0 + offs_n0[None, :] * m82_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_86:
        t87 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t81, 0.0), tl.where((offs_n1 < E_n1)[:, None], t85, 0.0), input_precision="ieee")
    else:
        t87 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t81, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t85, 0.0), 0), axis=1)
    t88 = (t87) * (t65)
    tl.store(buf89_ptr + offs_c0[:, None] * buf89_s0 + offs_n0[None, :] * buf89_s1, t88, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_4(buf89_ptr, buf89_s0, buf89_s1, buf44_ptr, buf44_s0, buf44_s1, buf94_ptr, buf94_s0, buf94_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf94: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t90 = tl.load(buf89_ptr + offs_c0[:, None] * buf89_s0 + offs_n0[None, :] * buf89_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t91 = (t90) * (2.8284271247461903)
    t92 = tl.load(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_n0[None, :] * buf44_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t93 = t91 + t92
    tl.store(buf94_ptr + offs_c0[:, None] * buf94_s0 + offs_n0[None, :] * buf94_s1, t93, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m28 = inputs['w_up']
    m27 = m28.narrow(0, 0, 1)
    m26 = m27.reshape([64, 32])
    m25 = m26.permute([1, 0])
    m37 = inputs['w_down']
    m36 = m37.narrow(0, 0, 1)
    m35 = m36.reshape([32, 64])
    m34 = m35.permute([1, 0])
    buf44 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_14=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_30=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_39=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    m48 = m6.narrow(0, 1, 1)
    m47 = m48.reshape([32])
    m46 = m47.reshape([1, 32])
    m53 = m12.narrow(0, 1, 1)
    m52 = m53.reshape([64, 32])
    m51 = m52.permute([1, 0])
    buf57 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), E_c0=8, E_n0=32, E_n1=64, DOT_55=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'])
    buf62 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m77 = m28.narrow(0, 1, 1)
    m76 = m77.reshape([64, 32])
    m75 = m76.permute([1, 0])
    m84 = m37.narrow(0, 1, 1)
    m83 = m84.reshape([32, 64])
    m82 = m83.permute([1, 0])
    buf89 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m75_ptr=m75, m75_s0=m75.stride(0), m75_s1=m75.stride(1), m82_ptr=m82, m82_s0=m82.stride(0), m82_s1=m82.stride(1), buf89_ptr=buf89, buf89_s0=buf89.stride(0), buf89_s1=buf89.stride(1), E_c0=8, E_n0=32, E_n1=64, DOT_79=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_86=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'])
    buf94 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](buf89_ptr=buf89, buf89_s0=buf89.stride(0), buf89_s1=buf89.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf94_ptr=buf94, buf94_s0=buf94.stride(0), buf94_s1=buf94.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    return buf94


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
