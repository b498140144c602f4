"""ngpt [small], candidate 47: 2 kernel(s)

Rendered by EqiForge from candidate 47 of ngpt [small]: store(s_u.0[64]) loop(h.1[32]: sum) loop(h.1[32]: sum) ; grid(h.1@1) loop(h.1[32]: sum) loop(h.1[32]: sum) loop(s_u.0[64]: pair(sum, sum), stored) loop(h.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.1@1[32]
    c1: loop h.1[32]
    c2: loop s_u.0[64]

Run it on its own: `python kernels/f47.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m13_ptr, m13_s0, m13_s1, m22_ptr, m22_s0, m22_s1, m28_ptr, m28_s0, m28_s1, m33_ptr, m33_s0, m33_s1, states61_ptr, states61_s0, states61_s1, states61_s2, states62_ptr, states62_s0, states62_s1, states62_s2, E_c1, E_c2, E_n0, E_n2, DOT_40: tl.constexpr, DOT_51: tl.constexpr, DOT_58: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states61, states62: Collect over loop s_u.0[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc42 = tl.full([F_n0, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t38 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c1[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t39 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_c2[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_40:
            t41 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t38, 0.0), tl.where((offs_c1 < E_c1)[:, None], t39, 0.0), input_precision="ieee")
        else:
            t41 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t38, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t39, 0.0), 0), axis=1)
        acc42 = acc42 + t41
    t43 = tl.load(m13_ptr + offs_c2[None, :] * m13_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t44 = (acc42) * (t43)
    t45 = (t43) * (5.656854249492381)
    t46 = (acc42) * (t45)
    t47 = 1.0 / (1.0 + tl.exp(-(t46)))
    t48 = (t44) * (t47)
    acc53 = tl.full([F_n0, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t49 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c1[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t50 = tl.load(m22_ptr + offs_c1[:, None] * m22_s0 + offs_c2[None, :] * m22_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_51:
            t52 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t49, 0.0), tl.where((offs_c1 < E_c1)[:, None], t50, 0.0), input_precision="ieee")
        else:
            t52 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t49, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t50, 0.0), 0), axis=1)
        acc53 = acc53 + t52
    t54 = tl.load(m28_ptr + offs_c2[None, :] * m28_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t55 = (acc53) * (t54)
    t56 = (t48) * (t55)
    t57 = tl.load(m33_ptr + offs_c2[:, None] * m33_s0 + offs_n2[None, :] * m33_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_58:
        t59 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t56, 0.0), tl.where((offs_c2 < E_c2)[:, None], t57, 0.0), input_precision="ieee")
    else:
        t59 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t56, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t57, 0.0), 0), axis=1)
    t60 = (t59) * (32.00000000000001)
    tl.store(states61_ptr + i_c2 * states61_s0 + tl.arange(0, F_n0)[:, None] * states61_s1 + tl.arange(0, F_n2)[None, :] * states61_s2 + tl.zeros([F_n0, F_n2], tl.int32), t60)
    tl.store(states62_ptr + i_c2 * states62_s0 + tl.arange(0, F_n0)[:, None] * states62_s1 + tl.arange(0, F_n2)[None, :] * states62_s2 + tl.zeros([F_n0, F_n2], tl.int32), t59)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m13_ptr, m13_s0, m13_s1, m22_ptr, m22_s0, m22_s1, m28_ptr, m28_s0, m28_s1, m33_ptr, m33_s0, m33_s1, states61_ptr, states61_s0, states61_s1, states61_s2, states62_ptr, states62_s0, states62_s1, states62_s2, buf95_ptr, buf95_s0, buf95_s1, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, DOT_10: tl.constexpr, DOT_25: tl.constexpr, DOT_36: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf95: Combine over grid h.1@1[32]
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
    acc12 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t6 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c1[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t9 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), 0), axis=1)
        acc12 = acc12 + t11
    t15 = tl.load(m13_ptr + offs_n1[None, :] * m13_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t16 = (acc12) * (t15)
    t17 = (t15) * (5.656854249492381)
    t18 = (acc12) * (t17)
    t19 = 1.0 / (1.0 + tl.exp(-(t18)))
    t20 = (t16) * (t19)
    acc27 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t21 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c1[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t24 = tl.load(m22_ptr + offs_c1[:, None] * m22_s0 + offs_n1[None, :] * m22_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_25:
            t26 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t21, 0.0), tl.where((offs_c1 < E_c1)[:, None], t24, 0.0), input_precision="ieee")
        else:
            t26 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t21, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t24, 0.0), 0), axis=1)
        acc27 = acc27 + t26
    t30 = tl.load(m28_ptr + offs_n1[None, :] * m28_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t31 = (acc27) * (t30)
    t32 = (t20) * (t31)
    t35 = tl.load(m33_ptr + offs_n1[:, None] * m33_s0 + offs_c0[None, :] * m33_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_36:
        t37 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t32, 0.0), tl.where((offs_n1 < E_n1)[:, None], t35, 0.0), input_precision="ieee")
    else:
        t37 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t35, 0.0), 0), axis=1)
    acc65 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    acc66 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t63 = tl.load(states61_ptr + i_c2 * states61_s0 + tl.arange(0, F_n0)[:, None] * states61_s1 + tl.arange(0, F_n2)[None, :] * states61_s2 + tl.zeros([F_n0, F_n2], tl.int32))
        t64 = tl.load(states62_ptr + i_c2 * states62_s0 + tl.arange(0, F_n0)[:, None] * states62_s1 + tl.arange(0, F_n2)[None, :] * states62_s2 + tl.zeros([F_n0, F_n2], tl.int32))
        acc65 = acc65 + t63
        acc66 = acc66 + t64
    t67 = (acc65) * (acc65)
    t68 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t67, 0.0), axis=1, keep_dims=True)
    t69 = tl.rsqrt(t68)
    t70 = (t37) * (t69)
    t71 = (t70) * (32.00000000000001)
    t72 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c0[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    acc76 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t73 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c1[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t74 = (t73) * (t73)
        t75 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t74, 0.0), axis=1, keep_dims=True)
        acc76 = acc76 + t75
    t77 = tl.sqrt(acc76)
    t78 = (t72) / (t77)
    t79 = t71 - (t78)
    t80 = (t4) * (t79)
    t81 = t80 + t78
    t82 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_n2[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t83 = (t82) / (t77)
    t84 = tl.load(m1_ptr + offs_n2[None, :] * m1_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t85 = tl.abs(t84)
    t86 = tl.sqrt(t68)
    t87 = (acc65) / (t86)
    t88 = t87 - (t83)
    t89 = (t85) * (t88)
    t90 = t83 + t89
    t91 = (t90) * (t90)
    t92 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t91, 0.0), axis=1, keep_dims=True)
    t93 = tl.sqrt(t92)
    t94 = (t81) / (t93)
    tl.store(buf95_ptr + offs_n0[:, None] * buf95_s0 + offs_c0[None, :] * buf95_s1, t94, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m23 = inputs['w_u']
    m22 = m23.permute([1, 0])
    m29 = inputs['s_u']
    m28 = m29.reshape([1, 64])
    m34 = inputs['w_o']
    m33 = m34.permute([1, 0])
    states61 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states62 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c2']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), states61_ptr=states61, states61_s0=states61.stride(0), states61_s1=states61.stride(1), states61_s2=states61.stride(2), states62_ptr=states62, states62_s0=states62.stride(0), states62_s1=states62.stride(1), states62_s2=states62.stride(2), E_c1=32, E_c2=64, E_n0=8, E_n2=32, DOT_40=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c2']) >= 16, DOT_51=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c2']) >= 16, DOT_58=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf95 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), states61_ptr=states61, states61_s0=states61.stride(0), states61_s1=states61.stride(1), states61_s2=states61.stride(2), states62_ptr=states62, states62_s0=states62.stride(0), states62_s1=states62.stride(1), states62_s2=states62.stride(2), buf95_ptr=buf95, buf95_s0=buf95.stride(0), buf95_s1=buf95.stride(1), E_c0=32, E_c1=32, E_c2=64, E_n0=8, E_n1=64, E_n2=32, DOT_10=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_25=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_36=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), F_n2=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf95


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
