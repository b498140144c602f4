"""ngpt [small], candidate 42: 2 kernel(s)

Rendered by EqiForge from candidate 42 of ngpt [small]: store(s_u.0[64]) loop(h.1[32]: sum) loop(h.1[32]: sum) ; grid(h.1@1) loop(h.1[32]: pair(sum, sum)) loop(s_u.0[64]: sum, stored) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.1@1[32]
    c1: loop h.1[32]
    c2: loop s_u.0[64]

Run it on its own: `python kernels/f42.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 32, "c2": 64}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, m12_ptr, m12_s0, m12_s1, m19_ptr, m19_s0, m19_s1, m7_ptr, m7_s0, m7_s1, m27_ptr, m27_s0, m27_s1, m32_ptr, m32_s0, m32_s1, states59_ptr, states59_s0, states59_s1, states59_s2, E_c1, E_c2, E_n0, E_n2, DOT_39: tl.constexpr, DOT_50: tl.constexpr, DOT_57: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states59: Collect over loop s_u.0[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc41 = tl.full([F_n0, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t37 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c1[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t38 = tl.load(m12_ptr + offs_c1[:, None] * m12_s0 + offs_c2[None, :] * m12_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_39:
            t40 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t37, 0.0), tl.where((offs_c1 < E_c1)[:, None], t38, 0.0), input_precision="ieee")
        else:
            t40 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t38, 0.0), 0), axis=1)
        acc41 = acc41 + t40
    t42 = tl.load(m19_ptr + offs_c2[None, :] * m19_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t43 = (acc41) * (t42)
    t44 = (t42) * (5.656854249492381)
    t45 = (acc41) * (t44)
    t46 = 1.0 / (1.0 + tl.exp(-(t45)))
    t47 = (t43) * (t46)
    acc52 = tl.full([F_n0, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t48 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c1[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t49 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_c2[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_50:
            t51 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t48, 0.0), tl.where((offs_c1 < E_c1)[:, None], t49, 0.0), input_precision="ieee")
        else:
            t51 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t48, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t49, 0.0), 0), axis=1)
        acc52 = acc52 + t51
    t53 = tl.load(m27_ptr + offs_c2[None, :] * m27_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t54 = (acc52) * (t53)
    t55 = (t47) * (t54)
    t56 = tl.load(m32_ptr + offs_c2[:, None] * m32_s0 + offs_n2[None, :] * m32_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_57:
        t58 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t55, 0.0), tl.where((offs_c2 < E_c2)[:, None], t56, 0.0), input_precision="ieee")
    else:
        t58 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t55, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t56, 0.0), 0), axis=1)
    tl.store(states59_ptr + i_c2 * states59_s0 + tl.arange(0, F_n0)[:, None] * states59_s1 + tl.arange(0, F_n2)[None, :] * states59_s2 + tl.zeros([F_n0, F_n2], tl.int32), t58)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m19_ptr, m19_s0, m19_s1, m27_ptr, m27_s0, m27_s1, m32_ptr, m32_s0, m32_s1, states59_ptr, states59_s0, states59_s1, states59_s2, buf90_ptr, buf90_s0, buf90_s1, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, DOT_10: tl.constexpr, DOT_15: tl.constexpr, DOT_35: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf90: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t3 = tl.load(m1_ptr + offs_c0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    acc17 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    acc18 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t6 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c1[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t9 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), 0), axis=1)
        t14 = tl.load(m12_ptr + offs_c1[:, None] * m12_s0 + offs_n1[None, :] * m12_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_15:
            t16 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), tl.where((offs_c1 < E_c1)[:, None], t14, 0.0), input_precision="ieee")
        else:
            t16 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t14, 0.0), 0), axis=1)
        acc17 = acc17 + t11
        acc18 = acc18 + t16
    t21 = tl.load(m19_ptr + offs_n1[None, :] * m19_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t22 = (acc18) * (t21)
    t23 = (t21) * (5.656854249492381)
    t24 = (acc18) * (t23)
    t25 = 1.0 / (1.0 + tl.exp(-(t24)))
    t26 = (t22) * (t25)
    t29 = tl.load(m27_ptr + offs_n1[None, :] * m27_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t30 = (acc17) * (t29)
    t31 = (t26) * (t30)
    t34 = tl.load(m32_ptr + offs_n1[:, None] * m32_s0 + offs_c0[None, :] * m32_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_35:
        t36 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t31, 0.0), tl.where((offs_n1 < E_n1)[:, None], t34, 0.0), input_precision="ieee")
    else:
        t36 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t34, 0.0), 0), axis=1)
    acc61 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t60 = tl.load(states59_ptr + i_c2 * states59_s0 + tl.arange(0, F_n0)[:, None] * states59_s1 + tl.arange(0, F_n2)[None, :] * states59_s2 + tl.zeros([F_n0, F_n2], tl.int32))
        acc61 = acc61 + t60
    t62 = (acc61) * (acc61)
    t63 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t62, 0.0), axis=1, keep_dims=True)
    t64 = (t63) * (1024.0000000000005)
    t65 = tl.rsqrt(t64)
    t66 = (t36) * (t65)
    t67 = (t66) * (32.00000000000001)
    t68 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c0[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t69 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_n2[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t70 = (t69) * (t69)
    t71 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t70, 0.0), axis=1, keep_dims=True)
    t72 = tl.sqrt(t71)
    t73 = (t68) / (t72)
    t74 = t67 - (t73)
    t75 = (t4) * (t74)
    t76 = t75 + t73
    t77 = (t69) / (t72)
    t78 = tl.load(m1_ptr + offs_n2[None, :] * m1_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t79 = tl.abs(t78)
    t80 = (acc61) * (32.00000000000001)
    t81 = tl.sqrt(t64)
    t82 = (t80) / (t81)
    t83 = t82 - (t77)
    t84 = (t79) * (t83)
    t85 = t77 + t84
    t86 = (t85) * (t85)
    t87 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t86, 0.0), axis=1, keep_dims=True)
    t88 = tl.sqrt(t87)
    t89 = (t76) / (t88)
    tl.store(buf90_ptr + offs_n0[:, None] * buf90_s0 + offs_c0[None, :] * buf90_s1, t89, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m8 = inputs['w_u']
    m7 = m8.permute([1, 0])
    m13 = inputs['w_v']
    m12 = m13.permute([1, 0])
    m20 = inputs['s_v']
    m19 = m20.reshape([1, 64])
    m28 = inputs['s_u']
    m27 = m28.reshape([1, 64])
    m33 = inputs['w_o']
    m32 = m33.permute([1, 0])
    states59 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c2']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), states59_ptr=states59, states59_s0=states59.stride(0), states59_s1=states59.stride(1), states59_s2=states59.stride(2), E_c1=32, E_c2=64, E_n0=8, E_n2=32, DOT_39=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c2']) >= 16, DOT_50=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c2']) >= 16, DOT_57=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf90 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), states59_ptr=states59, states59_s0=states59.stride(0), states59_s1=states59.stride(1), states59_s2=states59.stride(2), buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), E_c0=32, E_c1=32, E_c2=64, E_n0=8, E_n1=64, E_n2=32, DOT_10=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_15=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_35=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), F_n2=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf90


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
