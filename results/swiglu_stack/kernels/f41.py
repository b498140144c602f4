"""swiglu_stack [small], candidate 41: 3 kernel(s)

Rendered by EqiForge from candidate 41 of swiglu_stack [small]: store(w_up.1[64]) loop(x.1[32]: sum) loop(x.1[32]: sum) ; grid(x.0@0) loop(w_up.1[64]: sum) [1 mm] | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f41.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 16, "c3": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 32, "c3": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m32_ptr, m32_s0, m32_s1, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, E_c0, E_c2, E_c3, E_n0, DOT_14: tl.constexpr, DOT_37: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states42: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc16 = tl.full([T_c0, T_c3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t7 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t8 = (t2) * (t7)
        t13 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_c3[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_14:
            t15 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), input_precision="ieee")
        else:
            t15 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), 0), axis=1)
        acc16 = acc16 + t15
    t17 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t18 = (t17) * (t17)
    t19 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t18, 0.0), axis=1, keep_dims=True)
    t20 = t19 + 0.00032
    t21 = tl.rsqrt(t20)
    t22 = (acc16) * (t21)
    t23 = (t19) * (0.03125)
    t24 = t23 + 1e-05
    t25 = tl.rsqrt(t24)
    t26 = (acc16) * (t25)
    t27 = 1.0 / (1.0 + tl.exp(-(t26)))
    t28 = (t22) * (t27)
    acc39 = tl.full([T_c0, T_c3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t29 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t30 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t31 = (t29) * (t30)
        t36 = tl.load(m32_ptr + offs_c2[:, None] * m32_s0 + offs_c3[None, :] * m32_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_37:
            t38 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), input_precision="ieee")
        else:
            t38 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), 0), axis=1)
        acc39 = acc39 + t38
    t40 = (acc39) * (t21)
    t41 = (t28) * (t40)
    tl.store(states42_ptr + i_c0 * states42_s0 + i_c3 * states42_s1 + tl.arange(0, T_c0)[:, None] * states42_s2 + tl.arange(0, T_c3)[None, :] * states42_s3 + tl.zeros([T_c0, T_c3], tl.int32), t41)


@triton.jit
def kernel_1(states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, m44_ptr, m44_s0, m44_s1, m1_ptr, m1_s0, m1_s1, buf55_ptr, buf55_s0, buf55_s1, E_c0, E_c3, E_n0, DOT_49: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf55: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc51 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t43 = tl.load(states42_ptr + i_c0 * states42_s0 + i_c3 * states42_s1 + tl.arange(0, T_c0)[:, None] * states42_s2 + tl.arange(0, T_c3)[None, :] * states42_s3 + tl.zeros([T_c0, T_c3], tl.int32))
        t48 = tl.load(m44_ptr + offs_c3[:, None] * m44_s0 + offs_n0[None, :] * m44_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_49:
            t50 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t43, 0.0), tl.where((offs_c3 < E_c3)[:, None], t48, 0.0), input_precision="ieee")
        else:
            t50 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t43, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t48, 0.0), 0), axis=1)
        acc51 = acc51 + t50
    t52 = (acc51) * (32.00000000000001)
    t53 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t54 = t52 + t53
    tl.store(buf55_ptr + offs_c0[:, None] * buf55_s0 + offs_n0[None, :] * buf55_s1, t54, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(buf55_ptr, buf55_s0, buf55_s1, m57_ptr, m57_s0, m57_s1, m62_ptr, m62_s0, m62_s1, m68_ptr, m68_s0, m68_s1, m87_ptr, m87_s0, m87_s1, buf97_ptr, buf97_s0, buf97_s1, E_c0, E_c1, E_c2, E_n1, DOT_66: tl.constexpr, DOT_72: tl.constexpr, DOT_91: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf97: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc74 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc75 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t56 = tl.load(buf55_ptr + offs_c0[:, None] * buf55_s0 + offs_c2[None, :] * buf55_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t60 = tl.load(m57_ptr + offs_c2[None, :] * m57_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t61 = (t56) * (t60)
        t65 = tl.load(m62_ptr + offs_c2[:, None] * m62_s0 + offs_n1[None, :] * m62_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_66:
            t67 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t61, 0.0), tl.where((offs_c2 < E_c2)[:, None], t65, 0.0), input_precision="ieee")
        else:
            t67 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t61, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t65, 0.0), 0), axis=1)
        t71 = tl.load(m68_ptr + offs_c2[:, None] * m68_s0 + offs_n1[None, :] * m68_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_72:
            t73 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t61, 0.0), tl.where((offs_c2 < E_c2)[:, None], t71, 0.0), input_precision="ieee")
        else:
            t73 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t61, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t71, 0.0), 0), axis=1)
        acc74 = acc74 + t67
        acc75 = acc75 + t73
    acc79 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t76 = tl.load(buf55_ptr + offs_c0[:, None] * buf55_s0 + offs_c2[None, :] * buf55_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t77 = (t76) * (t76)
        t78 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t77, 0.0), axis=1, keep_dims=True)
        acc79 = acc79 + t78
    t80 = acc79 + 0.00032
    t81 = tl.rsqrt(t80)
    t82 = (acc74) * (t81)
    t83 = (t82) * (5.656854249492381)
    t84 = 1.0 / (1.0 + tl.exp(-(t83)))
    t85 = (t82) * (t84)
    t86 = (t85) * (acc75)
    t90 = tl.load(m87_ptr + offs_n1[:, None] * m87_s0 + offs_c1[None, :] * m87_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_91:
        t92 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t86, 0.0), tl.where((offs_n1 < E_n1)[:, None], t90, 0.0), input_precision="ieee")
    else:
        t92 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t86, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t90, 0.0), 0), axis=1)
    t93 = (t92) * (t81)
    t94 = (t93) * (32.00000000000001)
    t95 = tl.load(buf55_ptr + offs_c0[:, None] * buf55_s0 + offs_c1[None, :] * buf55_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t96 = t94 + t95
    tl.store(buf97_ptr + offs_c0[:, None] * buf97_s0 + offs_c1[None, :] * buf97_s1, t96, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m12 = inputs['w_gate']
    m11 = m12.narrow(0, 0, 1)
    m10 = m11.reshape([64, 32])
    m9 = m10.permute([1, 0])
    m35 = inputs['w_up']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([64, 32])
    m32 = m33.permute([1, 0])
    states42 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c3']), T['c0'], T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), E_c0=8, E_c2=32, E_c3=64, E_n0=32, DOT_14=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_37=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    m47 = inputs['w_down']
    m46 = m47.narrow(0, 0, 1)
    m45 = m46.reshape([32, 64])
    m44 = m45.permute([1, 0])
    buf55 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), E_c0=8, E_c3=64, E_n0=32, DOT_49=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    m59 = m6.narrow(0, 1, 1)
    m58 = m59.reshape([32])
    m57 = m58.reshape([1, 32])
    m64 = m12.narrow(0, 1, 1)
    m63 = m64.reshape([64, 32])
    m62 = m63.permute([1, 0])
    m70 = m35.narrow(0, 1, 1)
    m69 = m70.reshape([64, 32])
    m68 = m69.permute([1, 0])
    m89 = m47.narrow(0, 1, 1)
    m88 = m89.reshape([32, 64])
    m87 = m88.permute([1, 0])
    buf97 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m87_ptr=m87, m87_s0=m87.stride(0), m87_s1=m87.stride(1), buf97_ptr=buf97, buf97_s0=buf97.stride(0), buf97_s1=buf97.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n1=64, DOT_66=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_72=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_91=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf97


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
