"""swiglu_stack [small], candidate 89: 6 kernel(s)

Rendered by EqiForge from candidate 89 of swiglu_stack [small]: grid(x.0@0) ; store(w_up.1[64]) ; grid(x.0@0) loop(w_up.1[64]: sum, stored) ; grid(x.0@0) ; grid(x.0@0) | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]

Run it on its own: `python kernels/f89.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, buf19_ptr, buf19_s0, buf19_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf19: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t16 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t17 = (t16) * (t16)
    t18 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t17, 0.0), axis=1, keep_dims=True)
    tl.store(buf19_ptr + offs_c0[:, None] * buf19_s0, t18, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, buf19_ptr, buf19_s0, buf19_s1, m28_ptr, m28_s0, m28_s1, m36_ptr, m36_s0, m36_s1, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, E_c0, E_c2, E_n0, DOT_14: tl.constexpr, DOT_33: tl.constexpr, DOT_41: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states43: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t13 = tl.load(m9_ptr + offs_n0[:, None] * m9_s0 + offs_c2[None, :] * m9_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_14:
        t15 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), input_precision="ieee")
    else:
        t15 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), 0), axis=1)
    t20 = tl.load(buf19_ptr + offs_c0[:, None] * buf19_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t21 = t20 + 0.00032
    t22 = tl.rsqrt(t21)
    t23 = (t15) * (t22)
    t24 = (t22) * (5.656854249492381)
    t25 = (t15) * (t24)
    t26 = 1.0 / (1.0 + tl.exp(-(t25)))
    t27 = (t23) * (t26)
    t32 = tl.load(m28_ptr + offs_n0[:, None] * m28_s0 + offs_c2[None, :] * m28_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_33:
        t34 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t32, 0.0), input_precision="ieee")
    else:
        t34 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t32, 0.0), 0), axis=1)
    t35 = (t27) * (t34)
    t40 = tl.load(m36_ptr + offs_c2[:, None] * m36_s0 + offs_n0[None, :] * m36_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_41:
        t42 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t35, 0.0), tl.where((offs_c2 < E_c2)[:, None], t40, 0.0), input_precision="ieee")
    else:
        t42 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t40, 0.0), 0), axis=1)
    tl.store(states43_ptr + i_c0 * states43_s0 + i_c2 * states43_s1 + tl.arange(0, T_c0)[:, None] * states43_s2 + tl.arange(0, F_n0)[None, :] * states43_s3 + tl.zeros([T_c0, F_n0], tl.int32), t42)


@triton.jit
def kernel_2(states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, buf19_ptr, buf19_s0, buf19_s1, buf50_ptr, buf50_s0, buf50_s1, E_c0, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf50: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc45 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t44 = tl.load(states43_ptr + i_c0 * states43_s0 + i_c2 * states43_s1 + tl.arange(0, T_c0)[:, None] * states43_s2 + tl.arange(0, F_n0)[None, :] * states43_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc45 = acc45 + t44
    t46 = tl.load(buf19_ptr + offs_c0[:, None] * buf19_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t47 = t46 + 0.00032
    t48 = tl.rsqrt(t47)
    t49 = (acc45) * (t48)
    tl.store(buf50_ptr + offs_c0[:, None] * buf50_s0 + offs_n0[None, :] * buf50_s1, t49, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_3(buf50_ptr, buf50_s0, buf50_s1, buf53_ptr, buf53_s0, buf53_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf53: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t51 = tl.load(buf50_ptr + offs_c0[:, None] * buf50_s0 + offs_n0[None, :] * buf50_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t52 = (t51) * (32.00000000000001)
    tl.store(buf53_ptr + offs_c0[:, None] * buf53_s0 + offs_n0[None, :] * buf53_s1, t52, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_4(buf53_ptr, buf53_s0, buf53_s1, m1_ptr, m1_s0, m1_s1, buf57_ptr, buf57_s0, buf57_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf57: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t54 = tl.load(buf53_ptr + offs_c0[:, None] * buf53_s0 + offs_n0[None, :] * buf53_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t55 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t56 = t54 + t55
    tl.store(buf57_ptr + offs_c0[:, None] * buf57_s0 + offs_n0[None, :] * buf57_s1, t56, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_5(buf57_ptr, buf57_s0, buf57_s1, m59_ptr, m59_s0, m59_s1, m64_ptr, m64_s0, m64_s1, m79_ptr, m79_s0, m79_s1, m87_ptr, m87_s0, m87_s1, buf96_ptr, buf96_s0, buf96_s1, E_c0, E_c1, E_n0, E_n1, DOT_68: tl.constexpr, DOT_83: tl.constexpr, DOT_91: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf96: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t58 = tl.load(buf57_ptr + offs_c0[:, None] * buf57_s0 + offs_n0[None, :] * buf57_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t62 = tl.load(m59_ptr + offs_n0[None, :] * m59_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t63 = (t58) * (t62)
    t67 = tl.load(m64_ptr + offs_n0[:, None] * m64_s0 + offs_n1[None, :] * m64_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_68:
        t69 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), tl.where((offs_n0 < E_n0)[:, None], t67, 0.0), input_precision="ieee")
    else:
        t69 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t67, 0.0), 0), axis=1)
    t70 = (t58) * (t58)
    t71 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t70, 0.0), axis=1, keep_dims=True)
    t72 = t71 + 0.00032
    t73 = tl.rsqrt(t72)
    t74 = (t69) * (t73)
    t75 = (t74) * (5.656854249492381)
    t76 = 1.0 / (1.0 + tl.exp(-(t75)))
    t77 = (t69) * (t76)
    t78 = (t77) * (t73)
    t82 = tl.load(m79_ptr + offs_n0[:, None] * m79_s0 + offs_n1[None, :] * m79_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_83:
        t84 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), tl.where((offs_n0 < E_n0)[:, None], t82, 0.0), input_precision="ieee")
    else:
        t84 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t82, 0.0), 0), axis=1)
    t85 = (t84) * (t73)
    t86 = (t78) * (t85)
    t90 = tl.load(m87_ptr + offs_n1[:, None] * m87_s0 + offs_c1[None, :] * m87_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_91:
        t92 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t86, 0.0), tl.where((offs_n1 < E_n1)[:, None], t90, 0.0), input_precision="ieee")
    else:
        t92 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t86, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t90, 0.0), 0), axis=1)
    t93 = (t92) * (32.00000000000001)
    t94 = tl.load(buf57_ptr + offs_c0[:, None] * buf57_s0 + offs_c1[None, :] * buf57_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t95 = t93 + t94
    tl.store(buf96_ptr + offs_c0[:, None] * buf96_s0 + offs_c1[None, :] * buf96_s1, t95, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    buf19 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m31 = inputs['w_up']
    m30 = m31.narrow(0, 0, 1)
    m29 = m30.reshape([64, 32])
    m28 = m29.permute([1, 0])
    m39 = inputs['w_down']
    m38 = m39.narrow(0, 0, 1)
    m37 = m38.reshape([32, 64])
    m36 = m37.permute([1, 0])
    states43 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), E_c0=8, E_c2=64, E_n0=32, DOT_14=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_33=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_41=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf50 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), E_c0=8, E_c2=64, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf53 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    buf57 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m61 = m6.narrow(0, 1, 1)
    m60 = m61.reshape([32])
    m59 = m60.reshape([1, 32])
    m66 = m12.narrow(0, 1, 1)
    m65 = m66.reshape([64, 32])
    m64 = m65.permute([1, 0])
    m81 = m31.narrow(0, 1, 1)
    m80 = m81.reshape([64, 32])
    m79 = m80.permute([1, 0])
    m89 = m39.narrow(0, 1, 1)
    m88 = m89.reshape([32, 64])
    m87 = m88.permute([1, 0])
    buf96 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m79_ptr=m79, m79_s0=m79.stride(0), m79_s1=m79.stride(1), m87_ptr=m87, m87_s0=m87.stride(0), m87_s1=m87.stride(1), buf96_ptr=buf96, buf96_s0=buf96.stride(0), buf96_s1=buf96.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_68=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_83=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_91=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf96


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
