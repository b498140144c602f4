"""ngpt [small], candidate 62: 3 kernel(s)

Rendered by EqiForge from candidate 62 of ngpt [small]: grid(h.0@0) loop(h.1[32]: pair(sum, sum)) [2 mm] ; grid(h.0@0) loop(h.1[32]: pair(sum, sum)) [2 mm] ; grid(h.0@0) loop(s_u.0[64]: pair(sum, sum)) loop(s_u.0[64]: pair(sum, sum)) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: loop s_u.0[64]
    c2: loop h.1[32]

Run it on its own: `python kernels/f62.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 64, "c2": 32}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, buf19_ptr, buf19_s0, buf19_s1, E_c0, E_c2, E_n1, DOT_10: tl.constexpr, DOT_15: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf19: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc17 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc18 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t6 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
        t14 = tl.load(m12_ptr + offs_c2[:, None] * m12_s0 + offs_n1[None, :] * m12_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_15:
            t16 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), input_precision="ieee")
        else:
            t16 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), 0), axis=1)
        acc17 = acc17 + t11
        acc18 = acc18 + t16
    tl.store(buf19_ptr + offs_c0[:, None] * buf19_s0 + offs_n1[None, :] * buf19_s1, acc17, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, buf34_ptr, buf34_s0, buf34_s1, E_c0, E_c2, E_n1, DOT_27: tl.constexpr, DOT_30: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf34: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc32 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc33 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t25 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t26 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_27:
            t28 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t25, 0.0), tl.where((offs_c2 < E_c2)[:, None], t26, 0.0), input_precision="ieee")
        else:
            t28 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t25, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t26, 0.0), 0), axis=1)
        t29 = tl.load(m12_ptr + offs_c2[:, None] * m12_s0 + offs_n1[None, :] * m12_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_30:
            t31 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t25, 0.0), tl.where((offs_c2 < E_c2)[:, None], t29, 0.0), input_precision="ieee")
        else:
            t31 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t25, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t29, 0.0), 0), axis=1)
        acc32 = acc32 + t28
        acc33 = acc33 + t31
    tl.store(buf34_ptr + offs_c0[:, None] * buf34_s0 + offs_n1[None, :] * buf34_s1, acc33, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, buf19_ptr, buf19_s0, buf19_s1, m21_ptr, m21_s0, m21_s1, buf34_ptr, buf34_s0, buf34_s1, m36_ptr, m36_s0, m36_s1, m45_ptr, m45_s0, m45_s1, m5_ptr, m5_s0, m5_s1, buf91_ptr, buf91_s0, buf91_s1, E_c0, E_c1, E_n0, DOT_48: tl.constexpr, DOT_53: tl.constexpr, DOT_69: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf91: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    acc55 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc56 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t20 = tl.load(buf19_ptr + offs_c0[:, None] * buf19_s0 + offs_c1[None, :] * buf19_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t23 = tl.load(m21_ptr + offs_c1[None, :] * m21_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t24 = (t20) * (t23)
        t35 = tl.load(buf34_ptr + offs_c0[:, None] * buf34_s0 + offs_c1[None, :] * buf34_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t38 = tl.load(m36_ptr + offs_c1[None, :] * m36_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t39 = (t35) * (t38)
        t40 = (t38) * (5.656854249492381)
        t41 = (t35) * (t40)
        t42 = 1.0 / (1.0 + tl.exp(-(t41)))
        t43 = (t39) * (t42)
        t44 = (t24) * (t43)
        t47 = tl.load(m45_ptr + offs_c1[:, None] * m45_s0 + offs_n0[None, :] * m45_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_48:
            t49 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t44, 0.0), tl.where((offs_c1 < E_c1)[:, None], t47, 0.0), input_precision="ieee")
        else:
            t49 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t44, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t47, 0.0), 0), axis=1)
        t50 = (t49) * (32.00000000000001)
        t51 = (t41) * (t42)
        t52 = (t24) * (t51)
        if DOT_53:
            t54 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t52, 0.0), tl.where((offs_c1 < E_c1)[:, None], t47, 0.0), input_precision="ieee")
        else:
            t54 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t52, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t47, 0.0), 0), axis=1)
        acc55 = acc55 + t50
        acc56 = acc56 + t54
    acc72 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc73 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t57 = tl.load(buf19_ptr + offs_c0[:, None] * buf19_s0 + offs_c1[None, :] * buf19_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t58 = tl.load(m21_ptr + offs_c1[None, :] * m21_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t59 = (t57) * (t58)
        t60 = tl.load(buf34_ptr + offs_c0[:, None] * buf34_s0 + offs_c1[None, :] * buf34_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t61 = tl.load(m36_ptr + offs_c1[None, :] * m36_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t62 = (t60) * (t61)
        t63 = (t61) * (5.656854249492381)
        t64 = (t60) * (t63)
        t65 = 1.0 / (1.0 + tl.exp(-(t64)))
        t66 = (t62) * (t65)
        t67 = (t59) * (t66)
        t68 = tl.load(m45_ptr + offs_c1[:, None] * m45_s0 + offs_n0[None, :] * m45_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_69:
            t70 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t67, 0.0), tl.where((offs_c1 < E_c1)[:, None], t68, 0.0), input_precision="ieee")
        else:
            t70 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t67, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t68, 0.0), 0), axis=1)
        t71 = (t70) * (32.00000000000001)
        acc72 = acc72 + t71
        acc73 = acc73 + t70
    t74 = (acc72) * (acc72)
    t75 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t74, 0.0), axis=1, keep_dims=True)
    t76 = tl.rsqrt(t75)
    t77 = (acc56) * (t76)
    t78 = (t77) * (5.656854249492381)
    t79 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t80 = (t79) * (t79)
    t81 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t80, 0.0), axis=1, keep_dims=True)
    t82 = tl.sqrt(t81)
    t83 = (t79) / (t82)
    t84 = t78 - (t83)
    t85 = (t4) * (t84)
    t86 = t85 + t83
    t87 = (t86) * (t86)
    t88 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t87, 0.0), axis=1, keep_dims=True)
    t89 = tl.sqrt(t88)
    t90 = (t86) / (t89)
    tl.store(buf91_ptr + offs_c0[:, None] * buf91_s0 + offs_n0[None, :] * buf91_s1, t90, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    buf19 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), E_c0=8, E_c2=32, E_n1=64, DOT_10=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_15=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m22 = inputs['s_u']
    m21 = m22.reshape([1, 64])
    buf34 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), E_c0=8, E_c2=32, E_n1=64, DOT_27=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_30=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m37 = inputs['s_v']
    m36 = m37.reshape([1, 64])
    m46 = inputs['w_o']
    m45 = m46.permute([1, 0])
    buf91 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf91_ptr=buf91, buf91_s0=buf91.stride(0), buf91_s1=buf91.stride(1), E_c0=8, E_c1=64, E_n0=32, DOT_48=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, DOT_53=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, DOT_69=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf91


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
