"""ngpt [small], candidate 65: 3 kernel(s)

Rendered by EqiForge from candidate 65 of ngpt [small]: grid(h.0@0) loop(h.1[32]: sum) loop(h.1[32]: sum) [3 mm] ; grid(h.0@0) loop(h.1[32]: sum) loop(h.1[32]: sum) [3 mm] ; grid(h.0@0, h.1@1)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop h.1[32]

Run it on its own: `python kernels/f65.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m13_ptr, m13_s0, m13_s1, m19_ptr, m19_s0, m19_s1, m28_ptr, m28_s0, m28_s1, m34_ptr, m34_s0, m34_s1, m40_ptr, m40_s0, m40_s1, buf45_ptr, buf45_s0, buf45_s1, E_c0, E_c2, E_n0, E_n1, DOT_16: tl.constexpr, DOT_31: tl.constexpr, DOT_43: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf45: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc18 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t12 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t15 = tl.load(m13_ptr + offs_c2[:, None] * m13_s0 + offs_n1[None, :] * m13_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_16:
            t17 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), tl.where((offs_c2 < E_c2)[:, None], t15, 0.0), input_precision="ieee")
        else:
            t17 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t15, 0.0), 0), axis=1)
        acc18 = acc18 + t17
    t21 = tl.load(m19_ptr + offs_n1[None, :] * m19_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t22 = (acc18) * (t21)
    t23 = (t21) * (5.656854249492381)
    t24 = (acc18) * (t23)
    t25 = 1.0 / (1.0 + tl.exp(-(t24)))
    t26 = (t22) * (t25)
    acc33 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t27 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t30 = tl.load(m28_ptr + offs_c2[:, None] * m28_s0 + offs_n1[None, :] * m28_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_31:
            t32 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), tl.where((offs_c2 < E_c2)[:, None], t30, 0.0), input_precision="ieee")
        else:
            t32 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t30, 0.0), 0), axis=1)
        acc33 = acc33 + t32
    t36 = tl.load(m34_ptr + offs_n1[None, :] * m34_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t37 = (acc33) * (t36)
    t38 = (t26) * (t37)
    t39 = (t38) * (32.00000000000001)
    t42 = tl.load(m40_ptr + offs_n1[:, None] * m40_s0 + offs_n0[None, :] * m40_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_43:
        t44 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t39, 0.0), tl.where((offs_n1 < E_n1)[:, None], t42, 0.0), input_precision="ieee")
    else:
        t44 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t39, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t42, 0.0), 0), axis=1)
    tl.store(buf45_ptr + offs_c0[:, None] * buf45_s0 + offs_n0[None, :] * buf45_s1, t44, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m13_ptr, m13_s0, m13_s1, m19_ptr, m19_s0, m19_s1, m28_ptr, m28_s0, m28_s1, m34_ptr, m34_s0, m34_s1, m40_ptr, m40_s0, m40_s1, buf69_ptr, buf69_s0, buf69_s1, E_c0, E_c2, E_n0, E_n1, DOT_49: tl.constexpr, DOT_60: tl.constexpr, DOT_67: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf69: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc51 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t47 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t48 = tl.load(m13_ptr + offs_c2[:, None] * m13_s0 + offs_n1[None, :] * m13_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_49:
            t50 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t47, 0.0), tl.where((offs_c2 < E_c2)[:, None], t48, 0.0), input_precision="ieee")
        else:
            t50 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t47, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t48, 0.0), 0), axis=1)
        acc51 = acc51 + t50
    t52 = tl.load(m19_ptr + offs_n1[None, :] * m19_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t53 = (acc51) * (t52)
    t54 = (t52) * (5.656854249492381)
    t55 = (acc51) * (t54)
    t56 = 1.0 / (1.0 + tl.exp(-(t55)))
    t57 = (t53) * (t56)
    acc62 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t58 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t59 = tl.load(m28_ptr + offs_c2[:, None] * m28_s0 + offs_n1[None, :] * m28_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_60:
            t61 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t58, 0.0), tl.where((offs_c2 < E_c2)[:, None], t59, 0.0), input_precision="ieee")
        else:
            t61 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t58, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t59, 0.0), 0), axis=1)
        acc62 = acc62 + t61
    t63 = tl.load(m34_ptr + offs_n1[None, :] * m34_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t64 = (acc62) * (t63)
    t65 = (t57) * (t64)
    t66 = tl.load(m40_ptr + offs_n1[:, None] * m40_s0 + offs_n0[None, :] * m40_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_67:
        t68 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t65, 0.0), tl.where((offs_n1 < E_n1)[:, None], t66, 0.0), input_precision="ieee")
    else:
        t68 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t65, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t66, 0.0), 0), axis=1)
    tl.store(buf69_ptr + offs_c0[:, None] * buf69_s0 + offs_n0[None, :] * buf69_s1, t68, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, buf45_ptr, buf45_s0, buf45_s1, buf69_ptr, buf69_s0, buf69_s1, buf91_ptr, buf91_s0, buf91_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf91: Combine over grid h.0@0[8], grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = (t3) * (t3)
    t5 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t4, 0.0), axis=1, keep_dims=True)
    t6 = tl.sqrt(t5)
    t7 = (t2) / (t6)
    t10 = tl.load(m8_ptr + offs_c1[None, :] * m8_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t11 = tl.abs(t10)
    t46 = tl.load(buf45_ptr + offs_c0[:, None] * buf45_s0 + offs_c1[None, :] * buf45_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t70 = tl.load(buf69_ptr + offs_c0[:, None] * buf69_s0 + offs_n0[None, :] * buf69_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t71 = (t70) * (t70)
    t72 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t71, 0.0), axis=1, keep_dims=True)
    t73 = (t72) * (1024.0000000000005)
    t74 = tl.sqrt(t73)
    t75 = (t46) / (t74)
    t76 = t75 - (t7)
    t77 = (t11) * (t76)
    t78 = t7 + t77
    t79 = tl.load(m8_ptr + offs_n0[None, :] * m8_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t80 = tl.abs(t79)
    t81 = tl.load(buf45_ptr + offs_c0[:, None] * buf45_s0 + offs_n0[None, :] * buf45_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t82 = (t81) / (t74)
    t83 = (t3) / (t6)
    t84 = t82 - (t83)
    t85 = (t80) * (t84)
    t86 = t85 + t83
    t87 = (t86) * (t86)
    t88 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t87, 0.0), axis=1, keep_dims=True)
    t89 = tl.sqrt(t88)
    t90 = (t78) / (t89)
    tl.store(buf91_ptr + offs_c0[:, None] * buf91_s0 + offs_c1[None, :] * buf91_s1, t90, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m14 = inputs['w_v']
    m13 = m14.permute([1, 0])
    m20 = inputs['s_v']
    m19 = m20.reshape([1, 64])
    m29 = inputs['w_u']
    m28 = m29.permute([1, 0])
    m35 = inputs['s_u']
    m34 = m35.reshape([1, 64])
    m41 = inputs['w_o']
    m40 = m41.permute([1, 0])
    buf45 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), E_c0=8, E_c2=32, E_n0=32, E_n1=64, DOT_16=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_31=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_43=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf69 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), E_c0=8, E_c2=32, E_n0=32, E_n1=64, DOT_49=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_60=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_67=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf91 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), buf91_ptr=buf91, buf91_s0=buf91.stride(0), buf91_s1=buf91.stride(1), E_c0=8, E_c1=32, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf91


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
