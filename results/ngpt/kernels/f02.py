"""ngpt [small], candidate 2: 1 kernel(s)

Rendered by EqiForge from candidate 2 of ngpt [small]: grid(h.0@0, h.1@1) loop(h.1[32]: pair(sum, sum)) [5 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop h.1[32]

Run it on its own: `python kernels/f02.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, m12_ptr, m12_s0, m12_s1, m17_ptr, m17_s0, m17_s1, m26_ptr, m26_s0, m26_s1, m36_ptr, m36_s0, m36_s1, m42_ptr, m42_s0, m42_s1, buf78_ptr, buf78_s0, buf78_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_15: tl.constexpr, DOT_29: tl.constexpr, DOT_32: tl.constexpr, DOT_45: tl.constexpr, DOT_54: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf78: Combine over grid h.0@0[8], grid h.1@1[32]
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
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = (t3) * (t3)
    t5 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t4, 0.0), axis=1, keep_dims=True)
    t6 = tl.sqrt(t5)
    t7 = (t2) / (t6)
    t10 = tl.load(m8_ptr + offs_c1[None, :] * m8_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t11 = tl.abs(t10)
    t14 = tl.load(m12_ptr + offs_n0[:, None] * m12_s0 + offs_n1[None, :] * m12_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_15:
        t16 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), tl.where((offs_n0 < E_n0)[:, None], t14, 0.0), input_precision="ieee")
    else:
        t16 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t14, 0.0), 0), axis=1)
    t19 = tl.load(m17_ptr + offs_n1[None, :] * m17_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t20 = (t16) * (t19)
    t21 = (t20) * (2.8284271247461903)
    t22 = 2.0 / (1.0 + tl.exp(-2.0 * (t21))) - 1.0
    t23 = t22 + 1.0
    t24 = (t20) * (t23)
    acc34 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc35 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t25 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t28 = tl.load(m26_ptr + offs_c2[:, None] * m26_s0 + offs_n1[None, :] * m26_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_29:
            t30 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t25, 0.0), tl.where((offs_c2 < E_c2)[:, None], t28, 0.0), input_precision="ieee")
        else:
            t30 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t25, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t28, 0.0), 0), axis=1)
        t31 = tl.load(m12_ptr + offs_c2[:, None] * m12_s0 + offs_n1[None, :] * m12_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_32:
            t33 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t25, 0.0), tl.where((offs_c2 < E_c2)[:, None], t31, 0.0), input_precision="ieee")
        else:
            t33 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t25, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t31, 0.0), 0), axis=1)
        acc34 = acc34 + t30
        acc35 = acc35 + t33
    t38 = tl.load(m36_ptr + offs_n1[None, :] * m36_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t39 = (t38) * (5.656854249492381)
    t40 = (acc34) * (t39)
    t41 = (t24) * (t40)
    t44 = tl.load(m42_ptr + offs_n1[:, None] * m42_s0 + offs_c1[None, :] * m42_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_45:
        t46 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t41, 0.0), tl.where((offs_n1 < E_n1)[:, None], t44, 0.0), input_precision="ieee")
    else:
        t46 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t41, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t44, 0.0), 0), axis=1)
    t47 = (t19) * (5.656854249492381)
    t48 = (t16) * (t47)
    t49 = 1.0 / (1.0 + tl.exp(-(t48)))
    t50 = (t20) * (t49)
    t51 = (acc34) * (t38)
    t52 = (t50) * (t51)
    t53 = tl.load(m42_ptr + offs_n1[:, None] * m42_s0 + offs_n0[None, :] * m42_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_54:
        t55 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t52, 0.0), tl.where((offs_n1 < E_n1)[:, None], t53, 0.0), input_precision="ieee")
    else:
        t55 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t52, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t53, 0.0), 0), axis=1)
    t56 = (t55) * (t55)
    t57 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t56, 0.0), axis=1, keep_dims=True)
    t58 = (t57) * (1024.0000000000005)
    t59 = tl.rsqrt(t58)
    t60 = (t46) * (t59)
    t61 = (t60) * (2.8284271247461903)
    t62 = t61 - (t7)
    t63 = (t11) * (t62)
    t64 = t7 + t63
    t65 = tl.load(m8_ptr + offs_n0[None, :] * m8_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t66 = tl.abs(t65)
    t67 = (t55) * (32.00000000000001)
    t68 = tl.sqrt(t58)
    t69 = (t67) / (t68)
    t70 = (t3) / (t6)
    t71 = t69 - (t70)
    t72 = (t66) * (t71)
    t73 = t72 + t70
    t74 = (t73) * (t73)
    t75 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t74, 0.0), axis=1, keep_dims=True)
    t76 = tl.sqrt(t75)
    t77 = (t64) / (t76)
    tl.store(buf78_ptr + offs_c0[:, None] * buf78_s0 + offs_c1[None, :] * buf78_s1, t77, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m1 = inputs['h']
    m9 = inputs['alpha']
    m8 = m9.reshape([1, 32])
    m13 = inputs['w_v']
    m12 = m13.permute([1, 0])
    m18 = inputs['s_v']
    m17 = m18.reshape([1, 64])
    m27 = inputs['w_u']
    m26 = m27.permute([1, 0])
    m37 = inputs['s_u']
    m36 = m37.reshape([1, 64])
    m43 = inputs['w_o']
    m42 = m43.permute([1, 0])
    buf78 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), buf78_ptr=buf78, buf78_s0=buf78.stride(0), buf78_s1=buf78.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n0=32, E_n1=64, DOT_15=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_29=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_32=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_45=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, DOT_54=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf78


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
