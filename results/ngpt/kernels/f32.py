"""ngpt [small], candidate 32: 2 kernel(s)

Rendered by EqiForge from candidate 32 of ngpt [small]: store(h.1[32]) ; grid(h.1@1) loop(s_u.0[64]: sum) {loop(h.1[32]: pair(sum, sum), stored)} loop(s_u.0[64]: sum) {loop(h.1[32]: pair(sum, sum), stored)} [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.1@1[32]
    c1: loop s_u.0[64]
    c2: loop h.1[32]

Run it on its own: `python kernels/f32.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states18_ptr, states18_s0, states18_s1, states18_s2, states18_s3, E_c1, E_c2, E_n0, DOT_10: tl.constexpr, DOT_15: tl.constexpr, F_n0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states17, states18: Collect over loop h.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t6 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
    t14 = tl.load(m12_ptr + offs_c2[:, None] * m12_s0 + offs_c1[None, :] * m12_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_15:
        t16 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), input_precision="ieee")
    else:
        t16 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), 0), axis=1)
    tl.store(states17_ptr + i_c2 * states17_s0 + i_c1 * states17_s1 + tl.arange(0, F_n0)[:, None] * states17_s2 + tl.arange(0, T_c1)[None, :] * states17_s3 + tl.zeros([F_n0, T_c1], tl.int32), t11)
    tl.store(states18_ptr + i_c2 * states18_s0 + i_c1 * states18_s1 + tl.arange(0, F_n0)[:, None] * states18_s2 + tl.arange(0, T_c1)[None, :] * states18_s3 + tl.zeros([F_n0, T_c1], tl.int32), t16)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states18_ptr, states18_s0, states18_s1, states18_s2, states18_s3, m23_ptr, m23_s0, m23_s1, m31_ptr, m31_s0, m31_s1, m36_ptr, m36_s0, m36_s1, m5_ptr, m5_s0, m5_s1, buf87_ptr, buf87_s0, buf87_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_39: tl.constexpr, DOT_56: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf87: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_c0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    acc41 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc21 = tl.full([F_n0, T_c1], 0.0, tl.float32)
        acc22 = tl.full([F_n0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t19 = tl.load(states17_ptr + i_c2 * states17_s0 + i_c1 * states17_s1 + tl.arange(0, F_n0)[:, None] * states17_s2 + tl.arange(0, T_c1)[None, :] * states17_s3 + tl.zeros([F_n0, T_c1], tl.int32))
            t20 = tl.load(states18_ptr + i_c2 * states18_s0 + i_c1 * states18_s1 + tl.arange(0, F_n0)[:, None] * states18_s2 + tl.arange(0, T_c1)[None, :] * states18_s3 + tl.zeros([F_n0, T_c1], tl.int32))
            acc21 = acc21 + t19
            acc22 = acc22 + t20
        t25 = tl.load(m23_ptr + offs_c1[None, :] * m23_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t26 = (acc21) * (t25)
        t27 = (t25) * (5.656854249492381)
        t28 = (acc21) * (t27)
        t29 = 1.0 / (1.0 + tl.exp(-(t28)))
        t30 = (t26) * (t29)
        t33 = tl.load(m31_ptr + offs_c1[None, :] * m31_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t34 = (acc22) * (t33)
        t35 = (t30) * (t34)
        t38 = tl.load(m36_ptr + offs_c1[:, None] * m36_s0 + offs_c0[None, :] * m36_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_39:
            t40 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t35, 0.0), tl.where((offs_c1 < E_c1)[:, None], t38, 0.0), input_precision="ieee")
        else:
            t40 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t38, 0.0), 0), axis=1)
        acc41 = acc41 + t40
    acc58 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc44 = tl.full([F_n0, T_c1], 0.0, tl.float32)
        acc45 = tl.full([F_n0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t42 = tl.load(states17_ptr + i_c2 * states17_s0 + i_c1 * states17_s1 + tl.arange(0, F_n0)[:, None] * states17_s2 + tl.arange(0, T_c1)[None, :] * states17_s3 + tl.zeros([F_n0, T_c1], tl.int32))
            t43 = tl.load(states18_ptr + i_c2 * states18_s0 + i_c1 * states18_s1 + tl.arange(0, F_n0)[:, None] * states18_s2 + tl.arange(0, T_c1)[None, :] * states18_s3 + tl.zeros([F_n0, T_c1], tl.int32))
            acc44 = acc44 + t42
            acc45 = acc45 + t43
        t46 = tl.load(m23_ptr + offs_c1[None, :] * m23_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t47 = (acc44) * (t46)
        t48 = (t46) * (5.656854249492381)
        t49 = (acc44) * (t48)
        t50 = 1.0 / (1.0 + tl.exp(-(t49)))
        t51 = (t47) * (t50)
        t52 = tl.load(m31_ptr + offs_c1[None, :] * m31_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t53 = (acc45) * (t52)
        t54 = (t51) * (t53)
        t55 = tl.load(m36_ptr + offs_c1[:, None] * m36_s0 + offs_n1[None, :] * m36_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_56:
            t57 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t54, 0.0), tl.where((offs_c1 < E_c1)[:, None], t55, 0.0), input_precision="ieee")
        else:
            t57 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t54, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t55, 0.0), 0), axis=1)
        acc58 = acc58 + t57
    t59 = (acc58) * (acc58)
    t60 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t59, 0.0), axis=1, keep_dims=True)
    t61 = (t60) * (1024.0000000000005)
    t62 = tl.rsqrt(t61)
    t63 = (acc41) * (t62)
    t64 = (t63) * (32.00000000000001)
    t65 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c0[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t66 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_n1[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t67 = (t66) * (t66)
    t68 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t67, 0.0), axis=1, keep_dims=True)
    t69 = tl.sqrt(t68)
    t70 = (t65) / (t69)
    t71 = t64 - (t70)
    t72 = (t4) * (t71)
    t73 = t72 + t70
    t74 = (t66) / (t69)
    t75 = tl.load(m1_ptr + offs_n1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t76 = tl.abs(t75)
    t77 = (acc58) * (32.00000000000001)
    t78 = tl.sqrt(t61)
    t79 = (t77) / (t78)
    t80 = t79 - (t74)
    t81 = (t76) * (t80)
    t82 = t74 + t81
    t83 = (t82) * (t82)
    t84 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t83, 0.0), axis=1, keep_dims=True)
    t85 = tl.sqrt(t84)
    t86 = (t73) / (t85)
    tl.store(buf87_ptr + offs_n0[:, None] * buf87_s0 + offs_c0[None, :] * buf87_s1, t86, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m13 = inputs['w_u']
    m12 = m13.permute([1, 0])
    states17 = torch.full([_cdiv(32, T['c2']), _cdiv(64, T['c1']), _pow2(8), T['c1']], float("nan"), dtype=torch.float32, device=device)
    states18 = torch.full([_cdiv(32, T['c2']), _cdiv(64, T['c1']), _pow2(8), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']) * _cdiv(64, T['c1']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states18_ptr=states18, states18_s0=states18.stride(0), states18_s1=states18.stride(1), states18_s2=states18.stride(2), states18_s3=states18.stride(3), E_c1=64, E_c2=32, E_n0=8, DOT_10=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_15=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), T_c1=T['c1'], T_c2=T['c2'])
    m24 = inputs['s_v']
    m23 = m24.reshape([1, 64])
    m32 = inputs['s_u']
    m31 = m32.reshape([1, 64])
    m37 = inputs['w_o']
    m36 = m37.permute([1, 0])
    buf87 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states18_ptr=states18, states18_s0=states18.stride(0), states18_s1=states18.stride(1), states18_s2=states18.stride(2), states18_s3=states18.stride(3), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), E_c0=32, E_c1=64, E_c2=32, E_n0=8, E_n1=32, DOT_39=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_56=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf87


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
