"""ngpt [small], candidate 41: 6 kernel(s)

Rendered by EqiForge from candidate 41 of ngpt [small]: grid(h.0@0) loop(h.1[32]: sum) [1 mm] ; grid(h.0@0) loop(h.1[32]: sum) [2 mm] ; grid(h.0@0) ; grid(h.0@0) ; grid(h.0@0) ; grid(h.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: loop h.1[32]

Run it on its own: `python kernels/f41.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, buf13_ptr, buf13_s0, buf13_s1, E_c0, E_c1, E_n1, DOT_10: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf13: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc12 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t6 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c1[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t9 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), 0), axis=1)
        acc12 = acc12 + t11
    tl.store(buf13_ptr + offs_c0[:, None] * buf13_s0 + offs_n1[None, :] * buf13_s1, acc12, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(buf13_ptr, buf13_s0, buf13_s1, m15_ptr, m15_s0, m15_s1, m5_ptr, m5_s0, m5_s1, m24_ptr, m24_s0, m24_s1, m30_ptr, m30_s0, m30_s1, m35_ptr, m35_s0, m35_s1, buf40_ptr, buf40_s0, buf40_s1, E_c0, E_c1, E_n0, E_n1, DOT_27: tl.constexpr, DOT_38: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf40: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t14 = tl.load(buf13_ptr + offs_c0[:, None] * buf13_s0 + offs_n1[None, :] * buf13_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t17 = tl.load(m15_ptr + offs_n1[None, :] * m15_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t18 = (t14) * (t17)
    t19 = (t18) * (2.8284271247461903)
    t20 = 2.0 / (1.0 + tl.exp(-2.0 * (t19))) - 1.0
    t21 = t20 + 1.0
    t22 = (t18) * (t21)
    acc29 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t23 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c1[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t26 = tl.load(m24_ptr + offs_c1[:, None] * m24_s0 + offs_n1[None, :] * m24_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_27:
            t28 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t23, 0.0), tl.where((offs_c1 < E_c1)[:, None], t26, 0.0), input_precision="ieee")
        else:
            t28 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t23, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t26, 0.0), 0), axis=1)
        acc29 = acc29 + t28
    t32 = tl.load(m30_ptr + offs_n1[None, :] * m30_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t33 = (acc29) * (t32)
    t34 = (t22) * (t33)
    t37 = tl.load(m35_ptr + offs_n1[:, None] * m35_s0 + offs_n0[None, :] * m35_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_38:
        t39 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t34, 0.0), tl.where((offs_n1 < E_n1)[:, None], t37, 0.0), input_precision="ieee")
    else:
        t39 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t37, 0.0), 0), axis=1)
    tl.store(buf40_ptr + offs_c0[:, None] * buf40_s0 + offs_n0[None, :] * buf40_s1, t39, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(buf40_ptr, buf40_s0, buf40_s1, buf47_ptr, buf47_s0, buf47_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf47: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t43 = tl.load(buf40_ptr + offs_c0[:, None] * buf40_s0 + offs_n0[None, :] * buf40_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t44 = (t43) * (t43)
    t45 = (t44) * (256.0000000000001)
    t46 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t45, 0.0), axis=1, keep_dims=True)
    tl.store(buf47_ptr + offs_c0[:, None] * buf47_s0, t46, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_3(m5_ptr, m5_s0, m5_s1, buf55_ptr, buf55_s0, buf55_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf55: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t52 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t53 = (t52) * (t52)
    t54 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t53, 0.0), axis=1, keep_dims=True)
    tl.store(buf55_ptr + offs_c0[:, None] * buf55_s0, t54, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, buf40_ptr, buf40_s0, buf40_s1, buf47_ptr, buf47_s0, buf47_s1, m5_ptr, m5_s0, m5_s1, buf55_ptr, buf55_s0, buf55_s1, buf78_ptr, buf78_s0, buf78_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf78: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t62 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t63 = tl.abs(t62)
    t64 = tl.load(buf40_ptr + offs_c0[:, None] * buf40_s0 + offs_n0[None, :] * buf40_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t65 = (t64) * (16.000000000000004)
    t66 = tl.load(buf47_ptr + offs_c0[:, None] * buf47_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t67 = tl.sqrt(t66)
    t68 = (t65) / (t67)
    t69 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t70 = tl.load(buf55_ptr + offs_c0[:, None] * buf55_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t71 = tl.sqrt(t70)
    t72 = (t69) / (t71)
    t73 = t68 - (t72)
    t74 = (t63) * (t73)
    t75 = t74 + t72
    t76 = (t75) * (t75)
    t77 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t76, 0.0), axis=1, keep_dims=True)
    tl.store(buf78_ptr + offs_c0[:, None] * buf78_s0, t77, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_5(m1_ptr, m1_s0, m1_s1, buf40_ptr, buf40_s0, buf40_s1, buf47_ptr, buf47_s0, buf47_s1, m5_ptr, m5_s0, m5_s1, buf55_ptr, buf55_s0, buf55_s1, buf78_ptr, buf78_s0, buf78_s1, buf82_ptr, buf82_s0, buf82_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf82: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    t41 = tl.load(buf40_ptr + offs_c0[:, None] * buf40_s0 + offs_n0[None, :] * buf40_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t42 = (t41) * (16.000000000000004)
    t48 = tl.load(buf47_ptr + offs_c0[:, None] * buf47_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t49 = tl.sqrt(t48)
    t50 = (t42) / (t49)
    t51 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t56 = tl.load(buf55_ptr + offs_c0[:, None] * buf55_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t57 = tl.sqrt(t56)
    t58 = (t51) / (t57)
    t59 = t50 - (t58)
    t60 = (t4) * (t59)
    t61 = t60 + t58
    t79 = tl.load(buf78_ptr + offs_c0[:, None] * buf78_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t80 = tl.sqrt(t79)
    t81 = (t61) / (t80)
    tl.store(buf82_ptr + offs_c0[:, None] * buf82_s0 + offs_n0[None, :] * buf82_s1, t81, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m2 = inputs['alpha']
    m1 = m2.reshape([1, 32])
    m5 = inputs['h']
    m8 = inputs['w_v']
    m7 = m8.permute([1, 0])
    buf13 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), E_c0=8, E_c1=32, E_n1=64, DOT_10=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    m16 = inputs['s_v']
    m15 = m16.reshape([1, 64])
    m25 = inputs['w_u']
    m24 = m25.permute([1, 0])
    m31 = inputs['s_u']
    m30 = m31.reshape([1, 64])
    m36 = inputs['w_o']
    m35 = m36.permute([1, 0])
    buf40 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](buf13_ptr=buf13, buf13_s0=buf13.stride(0), buf13_s1=buf13.stride(1), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_27=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_38=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    buf47 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    buf55 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    buf78 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf78_ptr=buf78, buf78_s0=buf78.stride(0), buf78_s1=buf78.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    buf82 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf40_ptr=buf40, buf40_s0=buf40.stride(0), buf40_s1=buf40.stride(1), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf78_ptr=buf78, buf78_s0=buf78.stride(0), buf78_s1=buf78.stride(1), buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    return buf82


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
