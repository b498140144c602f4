"""swiglu_stack [small], candidate 1: 2 kernel(s)

Rendered by EqiForge from candidate 1 of swiglu_stack [small]: grid(x.0@0) [3 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]

Run it on its own: `python kernels/f01.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m24_ptr, m24_s0, m24_s1, m35_ptr, m35_s0, m35_s1, buf43_ptr, buf43_s0, buf43_s1, E_c0, E_n0, E_n1, DOT_14: tl.constexpr, DOT_29: tl.constexpr, DOT_40: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf43: Combine over grid x.0@0[8]
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
    t28 = tl.load(m24_ptr + offs_n0[:, None] * m24_s0 + offs_n1[None, :] * m24_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_29:
        t30 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t28, 0.0), input_precision="ieee")
    else:
        t30 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t28, 0.0), 0), axis=1)
    t31 = (t23) * (t30)
    t32 = (t31) * (t19)
    t33 = (t32) * (t19)
    t34 = (t33) * (32.00000000000001)
    t39 = tl.load(m35_ptr + offs_n1[:, None] * m35_s0 + offs_n0[None, :] * m35_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_40:
        t41 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t34, 0.0), tl.where((offs_n1 < E_n1)[:, None], t39, 0.0), input_precision="ieee")
    else:
        t41 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t39, 0.0), 0), axis=1)
    t42 = t41 + t2
    tl.store(buf43_ptr + offs_c0[:, None] * buf43_s0 + offs_n0[None, :] * buf43_s1, t42, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf43_ptr, buf43_s0, buf43_s1, m45_ptr, m45_s0, m45_s1, m50_ptr, m50_s0, m50_s1, m65_ptr, m65_s0, m65_s1, m73_ptr, m73_s0, m73_s1, buf82_ptr, buf82_s0, buf82_s1, E_c0, E_c1, E_n0, E_n1, DOT_54: tl.constexpr, DOT_69: tl.constexpr, DOT_77: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf82: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t44 = tl.load(buf43_ptr + offs_c0[:, None] * buf43_s0 + offs_n0[None, :] * buf43_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t48 = tl.load(m45_ptr + offs_n0[None, :] * m45_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t49 = (t44) * (t48)
    t53 = tl.load(m50_ptr + offs_n0[:, None] * m50_s0 + offs_n1[None, :] * m50_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_54:
        t55 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t49, 0.0), tl.where((offs_n0 < E_n0)[:, None], t53, 0.0), input_precision="ieee")
    else:
        t55 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t49, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t53, 0.0), 0), axis=1)
    t56 = (t44) * (t44)
    t57 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t56, 0.0), axis=1, keep_dims=True)
    t58 = t57 + 0.00032
    t59 = tl.rsqrt(t58)
    t60 = (t55) * (t59)
    t61 = (t60) * (5.656854249492381)
    t62 = 1.0 / (1.0 + tl.exp(-(t61)))
    t63 = (t55) * (t62)
    t64 = (t63) * (t59)
    t68 = tl.load(m65_ptr + offs_n0[:, None] * m65_s0 + offs_n1[None, :] * m65_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_69:
        t70 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t49, 0.0), tl.where((offs_n0 < E_n0)[:, None], t68, 0.0), input_precision="ieee")
    else:
        t70 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t49, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t68, 0.0), 0), axis=1)
    t71 = (t70) * (t59)
    t72 = (t64) * (t71)
    t76 = tl.load(m73_ptr + offs_n1[:, None] * m73_s0 + offs_c1[None, :] * m73_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_77:
        t78 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t72, 0.0), tl.where((offs_n1 < E_n1)[:, None], t76, 0.0), input_precision="ieee")
    else:
        t78 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t72, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t76, 0.0), 0), axis=1)
    t79 = (t78) * (32.00000000000001)
    t80 = tl.load(buf43_ptr + offs_c0[:, None] * buf43_s0 + offs_c1[None, :] * buf43_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t81 = t79 + t80
    tl.store(buf82_ptr + offs_c0[:, None] * buf82_s0 + offs_c1[None, :] * buf82_s1, t81, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m27 = inputs['w_up']
    m26 = m27.narrow(0, 0, 1)
    m25 = m26.reshape([64, 32])
    m24 = m25.permute([1, 0])
    m38 = inputs['w_down']
    m37 = m38.narrow(0, 0, 1)
    m36 = m37.reshape([32, 64])
    m35 = m36.permute([1, 0])
    buf43 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c0=8, E_n0=32, E_n1=64, DOT_14=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_29=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_40=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'])
    m47 = m6.narrow(0, 1, 1)
    m46 = m47.reshape([32])
    m45 = m46.reshape([1, 32])
    m52 = m12.narrow(0, 1, 1)
    m51 = m52.reshape([64, 32])
    m50 = m51.permute([1, 0])
    m67 = m27.narrow(0, 1, 1)
    m66 = m67.reshape([64, 32])
    m65 = m66.permute([1, 0])
    m75 = m38.narrow(0, 1, 1)
    m74 = m75.reshape([32, 64])
    m73 = m74.permute([1, 0])
    buf82 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m65_ptr=m65, m65_s0=m65.stride(0), m65_s1=m65.stride(1), m73_ptr=m73, m73_s0=m73.stride(0), m73_s1=m73.stride(1), buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_54=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_69=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_77=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf82


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
