"""swiglu_stack [small], candidate 52: 3 kernel(s)

Rendered by EqiForge from candidate 52 of swiglu_stack [small]: store(x.1[32]) ; grid(x.0@0, x.1@1) loop(x.1[32]: sum) loop(x.1[32]: pair(sum, sum), stored) [2 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f52.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m29_ptr, m29_s0, m29_s1, m9_ptr, m9_s0, m9_s1, states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, E_c0, E_c2, E_n1, DOT_34: tl.constexpr, DOT_37: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states39, states40: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t26 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t27 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t28 = (t26) * (t27)
    t33 = tl.load(m29_ptr + offs_c2[:, None] * m29_s0 + offs_n1[None, :] * m29_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_34:
        t35 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), tl.where((offs_c2 < E_c2)[:, None], t33, 0.0), input_precision="ieee")
    else:
        t35 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t33, 0.0), 0), axis=1)
    t36 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_n1[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_37:
        t38 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), input_precision="ieee")
    else:
        t38 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), 0), axis=1)
    tl.store(states39_ptr + i_c0 * states39_s0 + i_c2 * states39_s1 + tl.arange(0, T_c0)[:, None] * states39_s2 + tl.arange(0, F_n1)[None, :] * states39_s3 + tl.zeros([T_c0, F_n1], tl.int32), t35)
    tl.store(states40_ptr + i_c0 * states40_s0 + i_c2 * states40_s1 + tl.arange(0, T_c0)[:, None] * states40_s2 + tl.arange(0, F_n1)[None, :] * states40_s3 + tl.zeros([T_c0, F_n1], tl.int32), t38)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, m46_ptr, m46_s0, m46_s1, buf58_ptr, buf58_s0, buf58_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_14: tl.constexpr, DOT_51: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf58: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc16 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t7 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t8 = (t2) * (t7)
        t13 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_n1[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
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
    t23 = (t22) * (5.656854249492381)
    t24 = 1.0 / (1.0 + tl.exp(-(t23)))
    t25 = (acc16) * (t24)
    acc43 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc44 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t41 = tl.load(states39_ptr + i_c0 * states39_s0 + i_c2 * states39_s1 + tl.arange(0, T_c0)[:, None] * states39_s2 + tl.arange(0, F_n1)[None, :] * states39_s3 + tl.zeros([T_c0, F_n1], tl.int32))
        t42 = tl.load(states40_ptr + i_c0 * states40_s0 + i_c2 * states40_s1 + tl.arange(0, T_c0)[:, None] * states40_s2 + tl.arange(0, F_n1)[None, :] * states40_s3 + tl.zeros([T_c0, F_n1], tl.int32))
        acc43 = acc43 + t41
        acc44 = acc44 + t42
    t45 = (t25) * (acc43)
    t50 = tl.load(m46_ptr + offs_n1[:, None] * m46_s0 + offs_c1[None, :] * m46_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_51:
        t52 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t45, 0.0), tl.where((offs_n1 < E_n1)[:, None], t50, 0.0), input_precision="ieee")
    else:
        t52 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t45, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t50, 0.0), 0), axis=1)
    t53 = (t52) * (t21)
    t54 = (t53) * (t21)
    t55 = (t54) * (32.00000000000001)
    t56 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t57 = t55 + t56
    tl.store(buf58_ptr + offs_c0[:, None] * buf58_s0 + offs_c1[None, :] * buf58_s1, t57, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf58_ptr, buf58_s0, buf58_s1, m60_ptr, m60_s0, m60_s1, m70_ptr, m70_s0, m70_s1, m79_ptr, m79_s0, m79_s1, m86_ptr, m86_s0, m86_s1, buf95_ptr, buf95_s0, buf95_s1, E_c0, E_c1, E_n0, E_n1, DOT_74: tl.constexpr, DOT_83: tl.constexpr, DOT_90: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf95: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t59 = tl.load(buf58_ptr + offs_c0[:, None] * buf58_s0 + offs_n0[None, :] * buf58_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t63 = tl.load(m60_ptr + offs_n0[None, :] * m60_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t64 = (t59) * (t63)
    t65 = (t59) * (t59)
    t66 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t65, 0.0), axis=1, keep_dims=True)
    t67 = t66 + 0.00032
    t68 = tl.rsqrt(t67)
    t69 = (t64) * (t68)
    t73 = tl.load(m70_ptr + offs_n0[:, None] * m70_s0 + offs_n1[None, :] * m70_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_74:
        t75 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t69, 0.0), tl.where((offs_n0 < E_n0)[:, None], t73, 0.0), input_precision="ieee")
    else:
        t75 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t69, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t73, 0.0), 0), axis=1)
    t76 = (t75) * (5.656854249492381)
    t77 = 1.0 / (1.0 + tl.exp(-(t76)))
    t78 = (t75) * (t77)
    t82 = tl.load(m79_ptr + offs_n0[:, None] * m79_s0 + offs_n1[None, :] * m79_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_83:
        t84 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t69, 0.0), tl.where((offs_n0 < E_n0)[:, None], t82, 0.0), input_precision="ieee")
    else:
        t84 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t69, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t82, 0.0), 0), axis=1)
    t85 = (t78) * (t84)
    t89 = tl.load(m86_ptr + offs_n1[:, None] * m86_s0 + offs_c1[None, :] * m86_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_90:
        t91 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t85, 0.0), tl.where((offs_n1 < E_n1)[:, None], t89, 0.0), input_precision="ieee")
    else:
        t91 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t85, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t89, 0.0), 0), axis=1)
    t92 = (t91) * (32.00000000000001)
    t93 = tl.load(buf58_ptr + offs_c0[:, None] * buf58_s0 + offs_c1[None, :] * buf58_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t94 = t92 + t93
    tl.store(buf95_ptr + offs_c0[:, None] * buf95_s0 + offs_c1[None, :] * buf95_s1, t94, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m32 = inputs['w_up']
    m31 = m32.narrow(0, 0, 1)
    m30 = m31.reshape([64, 32])
    m29 = m30.permute([1, 0])
    states39 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states40 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), E_c0=8, E_c2=32, E_n1=64, DOT_34=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_37=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m49 = inputs['w_down']
    m48 = m49.narrow(0, 0, 1)
    m47 = m48.reshape([32, 64])
    m46 = m47.permute([1, 0])
    buf58 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n0=32, E_n1=64, DOT_14=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_51=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m62 = m6.narrow(0, 1, 1)
    m61 = m62.reshape([32])
    m60 = m61.reshape([1, 32])
    m72 = m12.narrow(0, 1, 1)
    m71 = m72.reshape([64, 32])
    m70 = m71.permute([1, 0])
    m81 = m32.narrow(0, 1, 1)
    m80 = m81.reshape([64, 32])
    m79 = m80.permute([1, 0])
    m88 = m49.narrow(0, 1, 1)
    m87 = m88.reshape([32, 64])
    m86 = m87.permute([1, 0])
    buf95 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), m79_ptr=m79, m79_s0=m79.stride(0), m79_s1=m79.stride(1), m86_ptr=m86, m86_s0=m86.stride(0), m86_s1=m86.stride(1), buf95_ptr=buf95, buf95_s0=buf95.stride(0), buf95_s1=buf95.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_74=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_83=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_90=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf95


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
