"""ngpt [small], candidate 55: 2 kernel(s)

Rendered by EqiForge from candidate 55 of ngpt [small]: store(s_u.0[64]) ; grid(h.1@1) loop(s_u.0[64]: sum) loop(s_u.0[64]: sum) loop(h.1[32]: sum) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.1@1[32]
    c1: loop s_u.0[64]
    c2: loop h.1[32]

Run it on its own: `python kernels/f55.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 64, "c2": 32}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m20_ptr, m20_s0, m20_s1, m25_ptr, m25_s0, m25_s1, states30_ptr, states30_s0, states30_s1, states30_s2, E_c1, E_n0, E_n1, DOT_10: tl.constexpr, DOT_23: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # stores states30: Collect over loop s_u.0[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t6 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_n1[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t9 = tl.load(m7_ptr + offs_n1[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), 0), axis=1)
    t14 = tl.load(m12_ptr + offs_c1[None, :] * m12_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t15 = (t11) * (t14)
    t16 = (t14) * (5.656854249492381)
    t17 = (t11) * (t16)
    t18 = 1.0 / (1.0 + tl.exp(-(t17)))
    t19 = (t15) * (t18)
    t22 = tl.load(m20_ptr + offs_n1[:, None] * m20_s0 + offs_c1[None, :] * m20_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_23:
        t24 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), tl.where((offs_n1 < E_n1)[:, None], t22, 0.0), input_precision="ieee")
    else:
        t24 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t22, 0.0), 0), axis=1)
    t27 = tl.load(m25_ptr + offs_c1[None, :] * m25_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t28 = (t24) * (t27)
    t29 = (t19) * (t28)
    tl.store(states30_ptr + i_c1 * states30_s0 + tl.arange(0, F_n0)[:, None] * states30_s1 + tl.arange(0, T_c1)[None, :] * states30_s2 + tl.zeros([F_n0, T_c1], tl.int32), t29)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, states30_ptr, states30_s0, states30_s1, states30_s2, m32_ptr, m32_s0, m32_s1, m5_ptr, m5_s0, m5_s1, buf73_ptr, buf73_s0, buf73_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_35: tl.constexpr, DOT_40: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf73: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_c0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    acc37 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t31 = tl.load(states30_ptr + i_c1 * states30_s0 + tl.arange(0, F_n0)[:, None] * states30_s1 + tl.arange(0, T_c1)[None, :] * states30_s2 + tl.zeros([F_n0, T_c1], tl.int32))
        t34 = tl.load(m32_ptr + offs_c1[:, None] * m32_s0 + offs_c0[None, :] * m32_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_35:
            t36 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t31, 0.0), tl.where((offs_c1 < E_c1)[:, None], t34, 0.0), input_precision="ieee")
        else:
            t36 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t34, 0.0), 0), axis=1)
        acc37 = acc37 + t36
    acc42 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t38 = tl.load(states30_ptr + i_c1 * states30_s0 + tl.arange(0, F_n0)[:, None] * states30_s1 + tl.arange(0, T_c1)[None, :] * states30_s2 + tl.zeros([F_n0, T_c1], tl.int32))
        t39 = tl.load(m32_ptr + offs_c1[:, None] * m32_s0 + offs_n1[None, :] * m32_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_40:
            t41 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t38, 0.0), tl.where((offs_c1 < E_c1)[:, None], t39, 0.0), input_precision="ieee")
        else:
            t41 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t38, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t39, 0.0), 0), axis=1)
        acc42 = acc42 + t41
    t43 = (acc42) * (acc42)
    t44 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t43, 0.0), axis=1, keep_dims=True)
    t45 = (t44) * (1024.0000000000005)
    t46 = tl.rsqrt(t45)
    t47 = (acc37) * (t46)
    t48 = (t47) * (32.00000000000001)
    t49 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c0[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    acc53 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t50 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t51 = (t50) * (t50)
        t52 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t51, 0.0), axis=1, keep_dims=True)
        acc53 = acc53 + t52
    t54 = tl.sqrt(acc53)
    t55 = (t49) / (t54)
    t56 = t48 - (t55)
    t57 = (t4) * (t56)
    t58 = t57 + t55
    t59 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_n1[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t60 = (t59) / (t54)
    t61 = tl.load(m1_ptr + offs_n1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t62 = tl.abs(t61)
    t63 = (acc42) * (32.00000000000001)
    t64 = tl.sqrt(t45)
    t65 = (t63) / (t64)
    t66 = t65 - (t60)
    t67 = (t62) * (t66)
    t68 = t60 + t67
    t69 = (t68) * (t68)
    t70 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t69, 0.0), axis=1, keep_dims=True)
    t71 = tl.sqrt(t70)
    t72 = (t58) / (t71)
    tl.store(buf73_ptr + offs_n0[:, None] * buf73_s0 + offs_c0[None, :] * buf73_s1, t72, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m13 = inputs['s_v']
    m12 = m13.reshape([1, 64])
    m21 = inputs['w_u']
    m20 = m21.permute([1, 0])
    m26 = inputs['s_u']
    m25 = m26.reshape([1, 64])
    states30 = torch.full([_cdiv(64, T['c1']), _pow2(8), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c1']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), states30_ptr=states30, states30_s0=states30.stride(0), states30_s1=states30.stride(1), states30_s2=states30.stride(2), E_c1=64, E_n0=8, E_n1=32, DOT_10=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_23=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c1=T['c1'])
    m33 = inputs['w_o']
    m32 = m33.permute([1, 0])
    buf73 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states30_ptr=states30, states30_s0=states30.stride(0), states30_s1=states30.stride(1), states30_s2=states30.stride(2), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), E_c0=32, E_c1=64, E_c2=32, E_n0=8, E_n1=32, DOT_35=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_40=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf73


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
