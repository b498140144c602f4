"""swiglu_stack [small], candidate 69: 6 kernel(s)

Rendered by EqiForge from candidate 69 of swiglu_stack [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum) [1 mm] ; store(w_up.1[64]) loop(x.1[32]: sum) loop(x.1[32]: sum, stored) ; store(w_up.1[64]) ; grid(x.0@0) loop(w_up.1[64]: sum, stored) | grid(x.0@0, x.1@1) loop(x.1[32]: sum) loop(x.1[32]: sum) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f69.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states20: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t17 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t18 = (t17) * (t17)
    t19 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t18, 0.0), axis=1, keep_dims=True)
    tl.store(states20_ptr + i_c0 * states20_s0 + i_c2 * states20_s1 + tl.arange(0, T_c0)[:, None] * states20_s2 + tl.zeros([T_c0, 1], tl.int32), t19)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m35_ptr, m35_s0, m35_s1, buf43_ptr, buf43_s0, buf43_s1, E_c0, E_c2, E_n0, DOT_40: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf43: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc42 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t32 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t33 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t34 = (t32) * (t33)
        t39 = tl.load(m35_ptr + offs_c2[:, None] * m35_s0 + offs_n0[None, :] * m35_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_40:
            t41 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t34, 0.0), tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), input_precision="ieee")
        else:
            t41 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), 0), axis=1)
        acc42 = acc42 + t41
    tl.store(buf43_ptr + offs_c0[:, None] * buf43_s0 + offs_n0[None, :] * buf43_s1, acc42, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, buf43_ptr, buf43_s0, buf43_s1, states47_ptr, states47_s0, states47_s1, states47_s2, states47_s3, E_c0, E_c2, E_c3, DOT_14: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states47: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
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
    acc22 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t21 = tl.load(states20_ptr + i_c0 * states20_s0 + i_c2 * states20_s1 + tl.arange(0, T_c0)[:, None] * states20_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc22 = acc22 + t21
    t23 = (acc22) * (0.03125)
    t24 = t23 + 1e-05
    t25 = tl.rsqrt(t24)
    t26 = (acc16) * (t25)
    t27 = 1.0 / (1.0 + tl.exp(-(t26)))
    t28 = (acc16) * (t27)
    t29 = acc22 + 0.00032
    t30 = tl.rsqrt(t29)
    t31 = (t28) * (t30)
    t44 = tl.load(buf43_ptr + offs_c0[:, None] * buf43_s0 + offs_c3[None, :] * buf43_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t45 = (t31) * (t44)
    t46 = (t45) * (t30)
    tl.store(states47_ptr + i_c0 * states47_s0 + i_c3 * states47_s1 + tl.arange(0, T_c0)[:, None] * states47_s2 + tl.arange(0, T_c3)[None, :] * states47_s3 + tl.zeros([T_c0, T_c3], tl.int32), t46)


@triton.jit
def kernel_3(states47_ptr, states47_s0, states47_s1, states47_s2, states47_s3, m49_ptr, m49_s0, m49_s1, states56_ptr, states56_s0, states56_s1, states56_s2, states56_s3, E_c0, E_c3, E_n1, DOT_54: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # stores states56: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t48 = tl.load(states47_ptr + i_c0 * states47_s0 + i_c3 * states47_s1 + tl.arange(0, T_c0)[:, None] * states47_s2 + tl.arange(0, T_c3)[None, :] * states47_s3 + tl.zeros([T_c0, T_c3], tl.int32))
    t53 = tl.load(m49_ptr + offs_c3[:, None] * m49_s0 + offs_n1[None, :] * m49_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_54:
        t55 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t48, 0.0), tl.where((offs_c3 < E_c3)[:, None], t53, 0.0), input_precision="ieee")
    else:
        t55 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t48, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t53, 0.0), 0), axis=1)
    tl.store(states56_ptr + i_c0 * states56_s0 + i_c3 * states56_s1 + tl.arange(0, T_c0)[:, None] * states56_s2 + tl.arange(0, F_n1)[None, :] * states56_s3 + tl.zeros([T_c0, F_n1], tl.int32), t55)


@triton.jit
def kernel_4(states56_ptr, states56_s0, states56_s1, states56_s2, states56_s3, m1_ptr, m1_s0, m1_s1, buf62_ptr, buf62_s0, buf62_s1, E_c0, E_c3, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf62: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc58 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t57 = tl.load(states56_ptr + i_c0 * states56_s0 + i_c3 * states56_s1 + tl.arange(0, T_c0)[:, None] * states56_s2 + tl.arange(0, F_n1)[None, :] * states56_s3 + tl.zeros([T_c0, F_n1], tl.int32))
        acc58 = acc58 + t57
    t59 = (acc58) * (32.00000000000001)
    t60 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t61 = t59 + t60
    tl.store(buf62_ptr + offs_c0[:, None] * buf62_s0 + offs_n1[None, :] * buf62_s1, t61, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_5(buf62_ptr, buf62_s0, buf62_s1, m64_ptr, m64_s0, m64_s1, m69_ptr, m69_s0, m69_s1, m89_ptr, m89_s0, m89_s1, m97_ptr, m97_s0, m97_s1, buf108_ptr, buf108_s0, buf108_s1, E_c0, E_c1, E_c2, E_n0, DOT_101: tl.constexpr, DOT_73: tl.constexpr, DOT_93: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf108: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc75 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t63 = tl.load(buf62_ptr + offs_c0[:, None] * buf62_s0 + offs_c2[None, :] * buf62_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t67 = tl.load(m64_ptr + offs_c2[None, :] * m64_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t68 = (t63) * (t67)
        t72 = tl.load(m69_ptr + offs_c2[:, None] * m69_s0 + offs_n0[None, :] * m69_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_73:
            t74 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t68, 0.0), tl.where((offs_c2 < E_c2)[:, None], t72, 0.0), input_precision="ieee")
        else:
            t74 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t68, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t72, 0.0), 0), axis=1)
        acc75 = acc75 + t74
    acc79 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t76 = tl.load(buf62_ptr + offs_c0[:, None] * buf62_s0 + offs_c2[None, :] * buf62_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t77 = (t76) * (t76)
        t78 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t77, 0.0), axis=1, keep_dims=True)
        acc79 = acc79 + t78
    t80 = acc79 + 0.00032
    t81 = tl.rsqrt(t80)
    t82 = (acc75) * (t81)
    t83 = (t82) * (5.656854249492381)
    t84 = 1.0 / (1.0 + tl.exp(-(t83)))
    t85 = (acc75) * (t84)
    acc95 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t86 = tl.load(buf62_ptr + offs_c0[:, None] * buf62_s0 + offs_c2[None, :] * buf62_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t87 = tl.load(m64_ptr + offs_c2[None, :] * m64_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t88 = (t86) * (t87)
        t92 = tl.load(m89_ptr + offs_c2[:, None] * m89_s0 + offs_n0[None, :] * m89_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_93:
            t94 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t88, 0.0), tl.where((offs_c2 < E_c2)[:, None], t92, 0.0), input_precision="ieee")
        else:
            t94 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t88, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t92, 0.0), 0), axis=1)
        acc95 = acc95 + t94
    t96 = (t85) * (acc95)
    t100 = tl.load(m97_ptr + offs_n0[:, None] * m97_s0 + offs_c1[None, :] * m97_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_101:
        t102 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t96, 0.0), tl.where((offs_n0 < E_n0)[:, None], t100, 0.0), input_precision="ieee")
    else:
        t102 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t96, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t100, 0.0), 0), axis=1)
    t103 = (t102) * (t81)
    t104 = (t103) * (t81)
    t105 = (t104) * (32.00000000000001)
    t106 = tl.load(buf62_ptr + offs_c0[:, None] * buf62_s0 + offs_c1[None, :] * buf62_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t107 = t105 + t106
    tl.store(buf108_ptr + offs_c0[:, None] * buf108_s0 + offs_c1[None, :] * buf108_s1, t107, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    states20 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), E_c0=8, E_c2=32, T_c0=T['c0'], T_c2=T['c2'])
    m38 = inputs['w_up']
    m37 = m38.narrow(0, 0, 1)
    m36 = m37.reshape([64, 32])
    m35 = m36.permute([1, 0])
    buf43 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c0=8, E_c2=32, E_n0=64, DOT_40=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    states47 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c3']), T['c0'], T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(64, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), states47_ptr=states47, states47_s0=states47.stride(0), states47_s1=states47.stride(1), states47_s2=states47.stride(2), states47_s3=states47.stride(3), E_c0=8, E_c2=32, E_c3=64, DOT_14=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    m52 = inputs['w_down']
    m51 = m52.narrow(0, 0, 1)
    m50 = m51.reshape([32, 64])
    m49 = m50.permute([1, 0])
    states56 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c3']), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']) * _cdiv(64, T['c3']),)](states47_ptr=states47, states47_s0=states47.stride(0), states47_s1=states47.stride(1), states47_s2=states47.stride(2), states47_s3=states47.stride(3), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), states56_s3=states56.stride(3), E_c0=8, E_c3=64, E_n1=32, DOT_54=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    buf62 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](states56_ptr=states56, states56_s0=states56.stride(0), states56_s1=states56.stride(1), states56_s2=states56.stride(2), states56_s3=states56.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), E_c0=8, E_c3=64, E_n1=32, F_n1=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    m66 = m6.narrow(0, 1, 1)
    m65 = m66.reshape([32])
    m64 = m65.reshape([1, 32])
    m71 = m12.narrow(0, 1, 1)
    m70 = m71.reshape([64, 32])
    m69 = m70.permute([1, 0])
    m91 = m38.narrow(0, 1, 1)
    m90 = m91.reshape([64, 32])
    m89 = m90.permute([1, 0])
    m99 = m52.narrow(0, 1, 1)
    m98 = m99.reshape([32, 64])
    m97 = m98.permute([1, 0])
    buf108 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m69_ptr=m69, m69_s0=m69.stride(0), m69_s1=m69.stride(1), m89_ptr=m89, m89_s0=m89.stride(0), m89_s1=m89.stride(1), m97_ptr=m97, m97_s0=m97.stride(0), m97_s1=m97.stride(1), buf108_ptr=buf108, buf108_s0=buf108.stride(0), buf108_s1=buf108.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n0=64, DOT_101=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, DOT_73=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_93=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf108


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
