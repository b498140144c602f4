"""ngpt [small], candidate 59: 5 kernel(s)

Rendered by EqiForge from candidate 59 of ngpt [small]: grid(h.0@0) loop(h.1[32]: sum) loop(h.1[32]: sum) [3 mm] ; grid(h.0@0) ; grid(h.0@0) ; grid(h.0@0) ; grid(h.1@1)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.1@1[32]
    c1: grid h.0@0[8]
    c2: loop h.1[32]

Run it on its own: `python kernels/f59.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 4, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 8, "c2": 32}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m13_ptr, m13_s0, m13_s1, m21_ptr, m21_s0, m21_s1, m27_ptr, m27_s0, m27_s1, m32_ptr, m32_s0, m32_s1, buf37_ptr, buf37_s0, buf37_s1, E_c1, E_c2, E_n1, E_n2, DOT_10: tl.constexpr, DOT_24: tl.constexpr, DOT_35: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf37: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc12 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t6 = tl.load(m5_ptr + offs_c1[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
        acc12 = acc12 + t11
    t15 = tl.load(m13_ptr + offs_n1[None, :] * m13_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t16 = (acc12) * (t15)
    t17 = (t16) * (5.656854249492381)
    t18 = 1.0 / (1.0 + tl.exp(-(t17)))
    t19 = (t16) * (t18)
    acc26 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t20 = tl.load(m5_ptr + offs_c1[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t23 = tl.load(m21_ptr + offs_c2[:, None] * m21_s0 + offs_n1[None, :] * m21_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_24:
            t25 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t20, 0.0), tl.where((offs_c2 < E_c2)[:, None], t23, 0.0), input_precision="ieee")
        else:
            t25 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t20, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t23, 0.0), 0), axis=1)
        acc26 = acc26 + t25
    t29 = tl.load(m27_ptr + offs_n1[None, :] * m27_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t30 = (acc26) * (t29)
    t31 = (t19) * (t30)
    t34 = tl.load(m32_ptr + offs_n1[:, None] * m32_s0 + offs_n2[None, :] * m32_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_35:
        t36 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t31, 0.0), tl.where((offs_n1 < E_n1)[:, None], t34, 0.0), input_precision="ieee")
    else:
        t36 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t34, 0.0), 0), axis=1)
    tl.store(buf37_ptr + offs_c1[:, None] * buf37_s0 + offs_n2[None, :] * buf37_s1, t36, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_1(buf37_ptr, buf37_s0, buf37_s1, buf43_ptr, buf43_s0, buf43_s1, E_c1, E_n2, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf43: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t39 = tl.load(buf37_ptr + offs_c1[:, None] * buf37_s0 + offs_n2[None, :] * buf37_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t40 = (t39) * (t39)
    t41 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t40, 0.0), axis=1, keep_dims=True)
    t42 = (t41) * (1024.0000000000002)
    tl.store(buf43_ptr + offs_c1[:, None] * buf43_s0, t42, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_2(m5_ptr, m5_s0, m5_s1, buf52_ptr, buf52_s0, buf52_s1, E_c1, E_n2, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf52: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t49 = tl.load(m5_ptr + offs_c1[:, None] * m5_s0 + offs_n2[None, :] * m5_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t50 = (t49) * (t49)
    t51 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t50, 0.0), axis=1, keep_dims=True)
    tl.store(buf52_ptr + offs_c1[:, None] * buf52_s0, t51, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, buf37_ptr, buf37_s0, buf37_s1, buf43_ptr, buf43_s0, buf43_s1, m5_ptr, m5_s0, m5_s1, buf52_ptr, buf52_s0, buf52_s1, buf75_ptr, buf75_s0, buf75_s1, E_c1, E_n2, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf75: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t59 = tl.load(m1_ptr + offs_n2[None, :] * m1_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t60 = tl.abs(t59)
    t61 = tl.load(buf37_ptr + offs_c1[:, None] * buf37_s0 + offs_n2[None, :] * buf37_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t62 = tl.load(buf43_ptr + offs_c1[:, None] * buf43_s0, mask=(offs_c1 < E_c1)[:, None], other=0).to(tl.float32)
    t63 = tl.rsqrt(t62)
    t64 = (t61) * (t63)
    t65 = (t64) * (32.00000000000001)
    t66 = tl.load(m5_ptr + offs_c1[:, None] * m5_s0 + offs_n2[None, :] * m5_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t67 = tl.load(buf52_ptr + offs_c1[:, None] * buf52_s0, mask=(offs_c1 < E_c1)[:, None], other=0).to(tl.float32)
    t68 = tl.sqrt(t67)
    t69 = (t66) / (t68)
    t70 = t65 - (t69)
    t71 = (t60) * (t70)
    t72 = t71 + t69
    t73 = (t72) * (t72)
    t74 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t73, 0.0), axis=1, keep_dims=True)
    tl.store(buf75_ptr + offs_c1[:, None] * buf75_s0, t74, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, buf37_ptr, buf37_s0, buf37_s1, buf43_ptr, buf43_s0, buf43_s1, m5_ptr, m5_s0, m5_s1, buf52_ptr, buf52_s0, buf52_s1, buf75_ptr, buf75_s0, buf75_s1, buf79_ptr, buf79_s0, buf79_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf79: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_c0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    t38 = tl.load(buf37_ptr + offs_n0[:, None] * buf37_s0 + offs_c0[None, :] * buf37_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t44 = tl.load(buf43_ptr + offs_n0[:, None] * buf43_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t45 = tl.rsqrt(t44)
    t46 = (t38) * (t45)
    t47 = (t46) * (32.00000000000001)
    t48 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c0[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t53 = tl.load(buf52_ptr + offs_n0[:, None] * buf52_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t54 = tl.sqrt(t53)
    t55 = (t48) / (t54)
    t56 = t47 - (t55)
    t57 = (t4) * (t56)
    t58 = t57 + t55
    t76 = tl.load(buf75_ptr + offs_n0[:, None] * buf75_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t77 = tl.sqrt(t76)
    t78 = (t58) / (t77)
    tl.store(buf79_ptr + offs_n0[:, None] * buf79_s0 + offs_c0[None, :] * buf79_s1, t78, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m14 = inputs['s_v']
    m13 = m14.reshape([1, 64])
    m22 = inputs['w_u']
    m21 = m22.permute([1, 0])
    m28 = inputs['s_u']
    m27 = m28.reshape([1, 64])
    m33 = inputs['w_o']
    m32 = m33.permute([1, 0])
    buf37 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), E_c1=8, E_c2=32, E_n1=64, E_n2=32, DOT_10=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_24=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_35=(T['c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf43 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c1=8, E_n2=32, F_n2=_pow2(32), T_c1=T['c1'])
    buf52 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), E_c1=8, E_n2=32, F_n2=_pow2(32), T_c1=T['c1'])
    buf75 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), E_c1=8, E_n2=32, F_n2=_pow2(32), T_c1=T['c1'])
    buf79 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), E_c0=32, E_n0=8, F_n0=_pow2(8), T_c0=T['c0'])
    return buf79


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
