"""swiglu_stack [small], candidate 70: 3 kernel(s)

Rendered by EqiForge from candidate 70 of swiglu_stack [small]: store(x.1[32]) ; grid(x.0@0, x.1@1) loop(x.1[32]: sum, stored) [2 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f70.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m28_ptr, m28_s0, m28_s1, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, E_c0, E_c2, E_n0, E_n1, DOT_33: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states41: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t25 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t26 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t27 = (t25) * (t26)
    t32 = tl.load(m28_ptr + offs_c2[:, None] * m28_s0 + offs_n1[None, :] * m28_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_33:
        t34 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), tl.where((offs_c2 < E_c2)[:, None], t32, 0.0), input_precision="ieee")
    else:
        t34 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t32, 0.0), 0), axis=1)
    t35 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t36 = (t35) * (t35)
    t37 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t36, 0.0), axis=1, keep_dims=True)
    t38 = t37 + 0.00032
    t39 = tl.rsqrt(t38)
    t40 = (t34) * (t39)
    tl.store(states41_ptr + i_c0 * states41_s0 + i_c2 * states41_s1 + tl.arange(0, T_c0)[:, None] * states41_s2 + tl.arange(0, F_n1)[None, :] * states41_s3 + tl.zeros([T_c0, F_n1], tl.int32), t40)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, m45_ptr, m45_s0, m45_s1, buf55_ptr, buf55_s0, buf55_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_14: tl.constexpr, DOT_50: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf55: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t13 = tl.load(m9_ptr + offs_n0[:, None] * m9_s0 + offs_n1[None, :] * m9_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_14:
        t15 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), input_precision="ieee")
    else:
        t15 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), 0), axis=1)
    t16 = (t2) * (t2)
    t17 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t16, 0.0), axis=1, keep_dims=True)
    t18 = t17 + 0.00032
    t19 = tl.rsqrt(t18)
    t20 = (t15) * (t19)
    t21 = (t20) * (5.656854249492381)
    t22 = 1.0 / (1.0 + tl.exp(-(t21)))
    t23 = (t15) * (t22)
    t24 = (t23) * (t19)
    acc43 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t42 = tl.load(states41_ptr + i_c0 * states41_s0 + i_c2 * states41_s1 + tl.arange(0, T_c0)[:, None] * states41_s2 + tl.arange(0, F_n1)[None, :] * states41_s3 + tl.zeros([T_c0, F_n1], tl.int32))
        acc43 = acc43 + t42
    t44 = (t24) * (acc43)
    t49 = tl.load(m45_ptr + offs_n1[:, None] * m45_s0 + offs_c1[None, :] * m45_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_50:
        t51 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t44, 0.0), tl.where((offs_n1 < E_n1)[:, None], t49, 0.0), input_precision="ieee")
    else:
        t51 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t44, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t49, 0.0), 0), axis=1)
    t52 = (t51) * (32.00000000000001)
    t53 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t54 = t52 + t53
    tl.store(buf55_ptr + offs_c0[:, None] * buf55_s0 + offs_c1[None, :] * buf55_s1, t54, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf55_ptr, buf55_s0, buf55_s1, m57_ptr, m57_s0, m57_s1, m62_ptr, m62_s0, m62_s1, m77_ptr, m77_s0, m77_s1, m85_ptr, m85_s0, m85_s1, buf94_ptr, buf94_s0, buf94_s1, E_c0, E_c1, E_n0, E_n1, DOT_66: tl.constexpr, DOT_81: tl.constexpr, DOT_89: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf94: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t56 = tl.load(buf55_ptr + offs_c0[:, None] * buf55_s0 + offs_n0[None, :] * buf55_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t60 = tl.load(m57_ptr + offs_n0[None, :] * m57_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t61 = (t56) * (t60)
    t65 = tl.load(m62_ptr + offs_n0[:, None] * m62_s0 + offs_n1[None, :] * m62_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_66:
        t67 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t61, 0.0), tl.where((offs_n0 < E_n0)[:, None], t65, 0.0), input_precision="ieee")
    else:
        t67 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t61, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t65, 0.0), 0), axis=1)
    t68 = (t56) * (t56)
    t69 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t68, 0.0), axis=1, keep_dims=True)
    t70 = t69 + 0.00032
    t71 = tl.rsqrt(t70)
    t72 = (t67) * (t71)
    t73 = (t72) * (5.656854249492381)
    t74 = 1.0 / (1.0 + tl.exp(-(t73)))
    t75 = (t67) * (t74)
    t76 = (t75) * (t71)
    t80 = tl.load(m77_ptr + offs_n0[:, None] * m77_s0 + offs_n1[None, :] * m77_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_81:
        t82 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t61, 0.0), tl.where((offs_n0 < E_n0)[:, None], t80, 0.0), input_precision="ieee")
    else:
        t82 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t61, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t80, 0.0), 0), axis=1)
    t83 = (t82) * (t71)
    t84 = (t76) * (t83)
    t88 = tl.load(m85_ptr + offs_n1[:, None] * m85_s0 + offs_c1[None, :] * m85_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_89:
        t90 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t84, 0.0), tl.where((offs_n1 < E_n1)[:, None], t88, 0.0), input_precision="ieee")
    else:
        t90 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t84, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t88, 0.0), 0), axis=1)
    t91 = (t90) * (32.00000000000001)
    t92 = tl.load(buf55_ptr + offs_c0[:, None] * buf55_s0 + offs_c1[None, :] * buf55_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t93 = t91 + t92
    tl.store(buf94_ptr + offs_c0[:, None] * buf94_s0 + offs_c1[None, :] * buf94_s1, t93, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m31 = inputs['w_up']
    m30 = m31.narrow(0, 0, 1)
    m29 = m30.reshape([64, 32])
    m28 = m29.permute([1, 0])
    states41 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), E_c0=8, E_c2=32, E_n0=32, E_n1=64, DOT_33=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m48 = inputs['w_down']
    m47 = m48.narrow(0, 0, 1)
    m46 = m47.reshape([32, 64])
    m45 = m46.permute([1, 0])
    buf55 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n0=32, E_n1=64, DOT_14=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_50=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m59 = m6.narrow(0, 1, 1)
    m58 = m59.reshape([32])
    m57 = m58.reshape([1, 32])
    m64 = m12.narrow(0, 1, 1)
    m63 = m64.reshape([64, 32])
    m62 = m63.permute([1, 0])
    m79 = m31.narrow(0, 1, 1)
    m78 = m79.reshape([64, 32])
    m77 = m78.permute([1, 0])
    m87 = m48.narrow(0, 1, 1)
    m86 = m87.reshape([32, 64])
    m85 = m86.permute([1, 0])
    buf94 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m77_ptr=m77, m77_s0=m77.stride(0), m77_s1=m77.stride(1), m85_ptr=m85, m85_s0=m85.stride(0), m85_s1=m85.stride(1), buf94_ptr=buf94, buf94_s0=buf94.stride(0), buf94_s1=buf94.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_66=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_81=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_89=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf94


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
