"""ngpt [small], candidate 58: 3 kernel(s)

Rendered by EqiForge from candidate 58 of ngpt [small]: grid(h.0@0) loop(h.1[32]: pair(sum, sum)) [2 mm] ; grid(h.0@0) loop(h.1[32]: pair(sum, sum)) [2 mm] ; grid(h.0@0, h.1@1) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop h.1[32]

Run it on its own: `python kernels/f58.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m13_ptr, m13_s0, m13_s1, m18_ptr, m18_s0, m18_s1, buf25_ptr, buf25_s0, buf25_s1, E_c0, E_c2, E_n1, DOT_16: tl.constexpr, DOT_21: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf25: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc23 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc24 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t12 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t15 = tl.load(m13_ptr + offs_c2[:, None] * m13_s0 + offs_n1[None, :] * m13_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_16:
            t17 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), tl.where((offs_c2 < E_c2)[:, None], t15, 0.0), input_precision="ieee")
        else:
            t17 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t15, 0.0), 0), axis=1)
        t20 = tl.load(m18_ptr + offs_c2[:, None] * m18_s0 + offs_n1[None, :] * m18_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_21:
            t22 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), input_precision="ieee")
        else:
            t22 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), 0), axis=1)
        acc23 = acc23 + t17
        acc24 = acc24 + t22
    tl.store(buf25_ptr + offs_c0[:, None] * buf25_s0 + offs_n1[None, :] * buf25_s1, acc24, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m13_ptr, m13_s0, m13_s1, m18_ptr, m18_s0, m18_s1, buf44_ptr, buf44_s0, buf44_s1, E_c0, E_c2, E_n1, DOT_37: tl.constexpr, DOT_40: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf44: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc42 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc43 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t35 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t36 = tl.load(m13_ptr + offs_c2[:, None] * m13_s0 + offs_n1[None, :] * m13_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_37:
            t38 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t35, 0.0), tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), input_precision="ieee")
        else:
            t38 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), 0), axis=1)
        t39 = tl.load(m18_ptr + offs_c2[:, None] * m18_s0 + offs_n1[None, :] * m18_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_40:
            t41 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t35, 0.0), tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), input_precision="ieee")
        else:
            t41 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), 0), axis=1)
        acc42 = acc42 + t38
        acc43 = acc43 + t41
    tl.store(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_n1[None, :] * buf44_s1, acc42, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, buf25_ptr, buf25_s0, buf25_s1, m27_ptr, m27_s0, m27_s1, buf44_ptr, buf44_s0, buf44_s1, m46_ptr, m46_s0, m46_s1, m51_ptr, m51_s0, m51_s1, buf80_ptr, buf80_s0, buf80_s1, E_c0, E_c1, E_n0, E_n1, DOT_54: tl.constexpr, DOT_58: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf80: Combine over grid h.0@0[8], grid h.1@1[32]
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
    t26 = tl.load(buf25_ptr + offs_c0[:, None] * buf25_s0 + offs_n1[None, :] * buf25_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t29 = tl.load(m27_ptr + offs_n1[None, :] * m27_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t30 = (t26) * (t29)
    t31 = (t29) * (5.656854249492381)
    t32 = (t26) * (t31)
    t33 = 1.0 / (1.0 + tl.exp(-(t32)))
    t34 = (t30) * (t33)
    t45 = tl.load(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_n1[None, :] * buf44_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t48 = tl.load(m46_ptr + offs_n1[None, :] * m46_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t49 = (t45) * (t48)
    t50 = (t34) * (t49)
    t53 = tl.load(m51_ptr + offs_n1[:, None] * m51_s0 + offs_c1[None, :] * m51_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_54:
        t55 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t50, 0.0), tl.where((offs_n1 < E_n1)[:, None], t53, 0.0), input_precision="ieee")
    else:
        t55 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t50, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t53, 0.0), 0), axis=1)
    t56 = (t55) * (32.00000000000001)
    t57 = tl.load(m51_ptr + offs_n1[:, None] * m51_s0 + offs_n0[None, :] * m51_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_58:
        t59 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t50, 0.0), tl.where((offs_n1 < E_n1)[:, None], t57, 0.0), input_precision="ieee")
    else:
        t59 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t50, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t57, 0.0), 0), axis=1)
    t60 = (t59) * (t59)
    t61 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t60, 0.0), axis=1, keep_dims=True)
    t62 = (t61) * (1024.0000000000005)
    t63 = tl.sqrt(t62)
    t64 = (t56) / (t63)
    t65 = t64 - (t7)
    t66 = (t11) * (t65)
    t67 = t7 + t66
    t68 = tl.load(m8_ptr + offs_n0[None, :] * m8_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t69 = tl.abs(t68)
    t70 = (t59) * (32.00000000000001)
    t71 = (t70) / (t63)
    t72 = (t3) / (t6)
    t73 = t71 - (t72)
    t74 = (t69) * (t73)
    t75 = t74 + t72
    t76 = (t75) * (t75)
    t77 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t76, 0.0), axis=1, keep_dims=True)
    t78 = tl.sqrt(t77)
    t79 = (t67) / (t78)
    tl.store(buf80_ptr + offs_c0[:, None] * buf80_s0 + offs_c1[None, :] * buf80_s1, t79, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m14 = inputs['w_u']
    m13 = m14.permute([1, 0])
    m19 = inputs['w_v']
    m18 = m19.permute([1, 0])
    buf25 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), E_c0=8, E_c2=32, E_n1=64, DOT_16=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_21=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m28 = inputs['s_v']
    m27 = m28.reshape([1, 64])
    buf44 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), E_c0=8, E_c2=32, E_n1=64, DOT_37=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_40=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m47 = inputs['s_u']
    m46 = m47.reshape([1, 64])
    m52 = inputs['w_o']
    m51 = m52.permute([1, 0])
    buf80 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), buf80_ptr=buf80, buf80_s0=buf80.stride(0), buf80_s1=buf80.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_54=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, DOT_58=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf80


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
