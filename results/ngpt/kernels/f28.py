"""ngpt [small], candidate 28: 2 kernel(s)

Rendered by EqiForge from candidate 28 of ngpt [small]: store(h.1[32]) ; grid(h.0@0) loop(h.1[32]: pair(sum, sum)) loop(s_u.0[64]: pair(sum, sum)) {loop(h.1[32]: pair(sum, sum), stored)} [5 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: loop h.1[32]
    c2: loop s_u.0[64]

Run it on its own: `python kernels/f28.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 64}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, m12_ptr, m12_s0, m12_s1, m7_ptr, m7_s0, m7_s1, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, states44_s4, states45_ptr, states45_s0, states45_s1, states45_s2, states45_s3, states45_s4, E_c0, E_c1, E_c2, DOT_39: tl.constexpr, DOT_42: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states44, states45: Collect over loop h.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t37 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c1[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t38 = tl.load(m12_ptr + offs_c1[:, None] * m12_s0 + offs_c2[None, :] * m12_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_39:
        t40 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t37, 0.0), tl.where((offs_c1 < E_c1)[:, None], t38, 0.0), input_precision="ieee")
    else:
        t40 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t38, 0.0), 0), axis=1)
    t41 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_c2[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_42:
        t43 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t37, 0.0), tl.where((offs_c1 < E_c1)[:, None], t41, 0.0), input_precision="ieee")
    else:
        t43 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t41, 0.0), 0), axis=1)
    tl.store(states44_ptr + i_c0 * states44_s0 + i_c1 * states44_s1 + i_c2 * states44_s2 + tl.arange(0, T_c0)[:, None] * states44_s3 + tl.arange(0, T_c2)[None, :] * states44_s4 + tl.zeros([T_c0, T_c2], tl.int32), t40)
    tl.store(states45_ptr + i_c0 * states45_s0 + i_c1 * states45_s1 + i_c2 * states45_s2 + tl.arange(0, T_c0)[:, None] * states45_s3 + tl.arange(0, T_c2)[None, :] * states45_s4 + tl.zeros([T_c0, T_c2], tl.int32), t43)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m19_ptr, m19_s0, m19_s1, m26_ptr, m26_s0, m26_s1, m31_ptr, m31_s0, m31_s1, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, states44_s4, states45_ptr, states45_s0, states45_s1, states45_s2, states45_s3, states45_s4, buf89_ptr, buf89_s0, buf89_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_10: tl.constexpr, DOT_15: tl.constexpr, DOT_34: tl.constexpr, DOT_60: tl.constexpr, DOT_68: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf89: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    acc17 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc18 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t6 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c1[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
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
    t23 = (t22) * (5.656854249492381)
    t24 = 1.0 / (1.0 + tl.exp(-(t23)))
    t25 = (t22) * (t24)
    t28 = tl.load(m26_ptr + offs_n1[None, :] * m26_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t29 = (acc17) * (t28)
    t30 = (t25) * (t29)
    t33 = tl.load(m31_ptr + offs_n1[:, None] * m31_s0 + offs_n0[None, :] * m31_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_34:
        t35 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t30, 0.0), tl.where((offs_n1 < E_n1)[:, None], t33, 0.0), input_precision="ieee")
    else:
        t35 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t30, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t33, 0.0), 0), axis=1)
    t36 = (t35) * (32.00000000000001)
    acc70 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc71 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc48 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        acc49 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t46 = tl.load(states44_ptr + i_c0 * states44_s0 + i_c1 * states44_s1 + i_c2 * states44_s2 + tl.arange(0, T_c0)[:, None] * states44_s3 + tl.arange(0, T_c2)[None, :] * states44_s4 + tl.zeros([T_c0, T_c2], tl.int32))
            t47 = tl.load(states45_ptr + i_c0 * states45_s0 + i_c1 * states45_s1 + i_c2 * states45_s2 + tl.arange(0, T_c0)[:, None] * states45_s3 + tl.arange(0, T_c2)[None, :] * states45_s4 + tl.zeros([T_c0, T_c2], tl.int32))
            acc48 = acc48 + t46
            acc49 = acc49 + t47
        t50 = tl.load(m19_ptr + offs_c2[None, :] * m19_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t51 = (acc48) * (t50)
        t52 = (t51) * (2.8284271247461903)
        t53 = 2.0 / (1.0 + tl.exp(-2.0 * (t52))) - 1.0
        t54 = t53 + 1.0
        t55 = (t54) * (t51)
        t56 = tl.load(m26_ptr + offs_c2[None, :] * m26_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t57 = (acc49) * (t56)
        t58 = (t55) * (t57)
        t59 = tl.load(m31_ptr + offs_c2[:, None] * m31_s0 + offs_n0[None, :] * m31_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_60:
            t61 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t58, 0.0), tl.where((offs_c2 < E_c2)[:, None], t59, 0.0), input_precision="ieee")
        else:
            t61 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t58, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t59, 0.0), 0), axis=1)
        t62 = (t61) * (5.656854249492381)
        t63 = (t50) * (5.656854249492381)
        t64 = (acc48) * (t63)
        t65 = 1.0 / (1.0 + tl.exp(-(t64)))
        t66 = (t51) * (t65)
        t67 = (t57) * (t66)
        if DOT_68:
            t69 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t67, 0.0), tl.where((offs_c2 < E_c2)[:, None], t59, 0.0), input_precision="ieee")
        else:
            t69 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t67, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t59, 0.0), 0), axis=1)
        acc70 = acc70 + t62
        acc71 = acc71 + t69
    t72 = (acc70) * (acc70)
    t73 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t72, 0.0), axis=1, keep_dims=True)
    t74 = (t73) * (8.000000000000002)
    t75 = tl.sqrt(t74)
    t76 = (t36) / (t75)
    t77 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t78 = (t77) * (t77)
    t79 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t78, 0.0), axis=1, keep_dims=True)
    t80 = tl.sqrt(t79)
    t81 = (t77) / (t80)
    t82 = t76 - (t81)
    t83 = (t4) * (t82)
    t84 = t83 + t81
    t85 = (t84) * (t84)
    t86 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t85, 0.0), axis=1, keep_dims=True)
    t87 = tl.sqrt(t86)
    t88 = (t84) / (t87)
    tl.store(buf89_ptr + offs_c0[:, None] * buf89_s0 + offs_n0[None, :] * buf89_s1, t88, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m27 = inputs['s_u']
    m26 = m27.reshape([1, 64])
    m32 = inputs['w_o']
    m31 = m32.permute([1, 0])
    states44 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), _cdiv(64, T['c2']), T['c0'], T['c2']], float("nan"), dtype=torch.float32, device=device)
    states45 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), _cdiv(64, T['c2']), T['c0'], T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']) * _cdiv(64, T['c2']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), states44_s4=states44.stride(4), states45_ptr=states45, states45_s0=states45.stride(0), states45_s1=states45.stride(1), states45_s2=states45.stride(2), states45_s3=states45.stride(3), states45_s4=states45.stride(4), E_c0=8, E_c1=32, E_c2=64, DOT_39=(T['c0']) >= 16 and (T['c1']) >= 16 and (T['c2']) >= 16, DOT_42=(T['c0']) >= 16 and (T['c1']) >= 16 and (T['c2']) >= 16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf89 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), states44_s4=states44.stride(4), states45_ptr=states45, states45_s0=states45.stride(0), states45_s1=states45.stride(1), states45_s2=states45.stride(2), states45_s3=states45.stride(3), states45_s4=states45.stride(4), buf89_ptr=buf89, buf89_s0=buf89.stride(0), buf89_s1=buf89.stride(1), E_c0=8, E_c1=32, E_c2=64, E_n0=32, E_n1=64, DOT_10=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_15=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_34=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, DOT_60=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, DOT_68=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf89


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
