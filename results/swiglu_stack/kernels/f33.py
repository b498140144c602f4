"""swiglu_stack [small], candidate 33: 3 kernel(s)

Rendered by EqiForge from candidate 33 of swiglu_stack [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) [3 mm] | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f33.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states12: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t9 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t10 = (t9) * (t9)
    t11 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t10, 0.0), axis=1, keep_dims=True)
    tl.store(states12_ptr + i_c0 * states12_s0 + i_c2 * states12_s1 + tl.arange(0, T_c0)[:, None] * states12_s2 + tl.zeros([T_c0, 1], tl.int32), t11)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, m18_ptr, m18_s0, m18_s1, m28_ptr, m28_s0, m28_s1, m36_ptr, m36_s0, m36_s1, buf45_ptr, buf45_s0, buf45_s1, E_c0, E_c2, E_n0, E_n1, DOT_23: tl.constexpr, DOT_33: tl.constexpr, DOT_41: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf45: Combine over grid x.0@0[8]
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
    acc14 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(states12_ptr + i_c0 * states12_s0 + i_c2 * states12_s1 + tl.arange(0, T_c0)[:, None] * states12_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc14 = acc14 + t13
    t15 = acc14 + 0.00032
    t16 = tl.rsqrt(t15)
    t17 = (t8) * (t16)
    t22 = tl.load(m18_ptr + offs_n0[:, None] * m18_s0 + offs_n1[None, :] * m18_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_23:
        t24 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t17, 0.0), tl.where((offs_n0 < E_n0)[:, None], t22, 0.0), input_precision="ieee")
    else:
        t24 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t17, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t22, 0.0), 0), axis=1)
    t25 = (t24) * (5.656854249492381)
    t26 = 1.0 / (1.0 + tl.exp(-(t25)))
    t27 = (t24) * (t26)
    t32 = tl.load(m28_ptr + offs_n0[:, None] * m28_s0 + offs_n1[None, :] * m28_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_33:
        t34 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t17, 0.0), tl.where((offs_n0 < E_n0)[:, None], t32, 0.0), input_precision="ieee")
    else:
        t34 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t17, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t32, 0.0), 0), axis=1)
    t35 = (t27) * (t34)
    t40 = tl.load(m36_ptr + offs_n1[:, None] * m36_s0 + offs_n0[None, :] * m36_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_41:
        t42 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t35, 0.0), tl.where((offs_n1 < E_n1)[:, None], t40, 0.0), input_precision="ieee")
    else:
        t42 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t40, 0.0), 0), axis=1)
    t43 = (t42) * (32.00000000000001)
    t44 = t43 + t2
    tl.store(buf45_ptr + offs_c0[:, None] * buf45_s0 + offs_n0[None, :] * buf45_s1, t44, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(buf45_ptr, buf45_s0, buf45_s1, m47_ptr, m47_s0, m47_s1, m52_ptr, m52_s0, m52_s1, m58_ptr, m58_s0, m58_s1, m77_ptr, m77_s0, m77_s1, buf87_ptr, buf87_s0, buf87_s1, E_c0, E_c1, E_c2, E_n1, DOT_56: tl.constexpr, DOT_62: tl.constexpr, DOT_81: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf87: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc64 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc65 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t46 = tl.load(buf45_ptr + offs_c0[:, None] * buf45_s0 + offs_c2[None, :] * buf45_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t50 = tl.load(m47_ptr + offs_c2[None, :] * m47_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t51 = (t46) * (t50)
        t55 = tl.load(m52_ptr + offs_c2[:, None] * m52_s0 + offs_n1[None, :] * m52_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_56:
            t57 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t51, 0.0), tl.where((offs_c2 < E_c2)[:, None], t55, 0.0), input_precision="ieee")
        else:
            t57 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t51, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t55, 0.0), 0), axis=1)
        t61 = tl.load(m58_ptr + offs_c2[:, None] * m58_s0 + offs_n1[None, :] * m58_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_62:
            t63 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t51, 0.0), tl.where((offs_c2 < E_c2)[:, None], t61, 0.0), input_precision="ieee")
        else:
            t63 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t51, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t61, 0.0), 0), axis=1)
        acc64 = acc64 + t57
        acc65 = acc65 + t63
    acc69 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t66 = tl.load(buf45_ptr + offs_c0[:, None] * buf45_s0 + offs_c2[None, :] * buf45_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t67 = (t66) * (t66)
        t68 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t67, 0.0), axis=1, keep_dims=True)
        acc69 = acc69 + t68
    t70 = acc69 + 0.00032
    t71 = tl.rsqrt(t70)
    t72 = (acc64) * (t71)
    t73 = (t72) * (5.656854249492381)
    t74 = 1.0 / (1.0 + tl.exp(-(t73)))
    t75 = (t72) * (t74)
    t76 = (t75) * (acc65)
    t80 = tl.load(m77_ptr + offs_n1[:, None] * m77_s0 + offs_c1[None, :] * m77_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_81:
        t82 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t76, 0.0), tl.where((offs_n1 < E_n1)[:, None], t80, 0.0), input_precision="ieee")
    else:
        t82 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t76, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t80, 0.0), 0), axis=1)
    t83 = (t82) * (t71)
    t84 = (t83) * (32.00000000000001)
    t85 = tl.load(buf45_ptr + offs_c0[:, None] * buf45_s0 + offs_c1[None, :] * buf45_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t86 = t84 + t85
    tl.store(buf87_ptr + offs_c0[:, None] * buf87_s0 + offs_c1[None, :] * buf87_s1, t86, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    states12 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), E_c0=8, E_c2=32, T_c0=T['c0'], T_c2=T['c2'])
    m21 = inputs['w_gate']
    m20 = m21.narrow(0, 0, 1)
    m19 = m20.reshape([64, 32])
    m18 = m19.permute([1, 0])
    m31 = inputs['w_up']
    m30 = m31.narrow(0, 0, 1)
    m29 = m30.reshape([64, 32])
    m28 = m29.permute([1, 0])
    m39 = inputs['w_down']
    m38 = m39.narrow(0, 0, 1)
    m37 = m38.reshape([32, 64])
    m36 = m37.permute([1, 0])
    buf45 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), E_c0=8, E_c2=32, E_n0=32, E_n1=64, DOT_23=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_33=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_41=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m49 = m6.narrow(0, 1, 1)
    m48 = m49.reshape([32])
    m47 = m48.reshape([1, 32])
    m54 = m21.narrow(0, 1, 1)
    m53 = m54.reshape([64, 32])
    m52 = m53.permute([1, 0])
    m60 = m31.narrow(0, 1, 1)
    m59 = m60.reshape([64, 32])
    m58 = m59.permute([1, 0])
    m79 = m39.narrow(0, 1, 1)
    m78 = m79.reshape([32, 64])
    m77 = m78.permute([1, 0])
    buf87 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m77_ptr=m77, m77_s0=m77.stride(0), m77_s1=m77.stride(1), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n1=64, DOT_56=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_62=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_81=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf87


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
