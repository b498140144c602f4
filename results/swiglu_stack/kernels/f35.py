"""swiglu_stack [small], candidate 35: 3 kernel(s)

Rendered by EqiForge from candidate 35 of swiglu_stack [small]: store(w_up.1[64]) ; grid(x.0@0) loop(w_up.1[64]: pair(sum, sum), stored) | grid(x.0@0) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w_up.1[64]

Run it on its own: `python kernels/f35.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m27_ptr, m27_s0, m27_s1, m35_ptr, m35_s0, m35_s1, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, E_c0, E_c1, E_n0, DOT_14: tl.constexpr, DOT_32: tl.constexpr, DOT_40: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states43, states44: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t13 = tl.load(m9_ptr + offs_n0[:, None] * m9_s0 + offs_c1[None, :] * m9_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_14:
        t15 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), input_precision="ieee")
    else:
        t15 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), 0), axis=1)
    t16 = (t2) * (t2)
    t17 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t16, 0.0), axis=1, keep_dims=True)
    t18 = t17 + 0.00032
    t19 = tl.rsqrt(t18)
    t20 = (t15) * (t19)
    t21 = (t17) * (0.03125)
    t22 = t21 + 1e-05
    t23 = tl.rsqrt(t22)
    t24 = (t15) * (t23)
    t25 = 1.0 / (1.0 + tl.exp(-(t24)))
    t26 = (t20) * (t25)
    t31 = tl.load(m27_ptr + offs_n0[:, None] * m27_s0 + offs_c1[None, :] * m27_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_32:
        t33 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t31, 0.0), input_precision="ieee")
    else:
        t33 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t31, 0.0), 0), axis=1)
    t34 = (t26) * (t33)
    t39 = tl.load(m35_ptr + offs_c1[:, None] * m35_s0 + offs_n0[None, :] * m35_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_40:
        t41 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t34, 0.0), tl.where((offs_c1 < E_c1)[:, None], t39, 0.0), input_precision="ieee")
    else:
        t41 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t39, 0.0), 0), axis=1)
    t42 = (t41) * (t19)
    tl.store(states43_ptr + i_c0 * states43_s0 + i_c1 * states43_s1 + tl.arange(0, T_c0)[:, None] * states43_s2 + tl.arange(0, F_n0)[None, :] * states43_s3 + tl.zeros([T_c0, F_n0], tl.int32), t42)
    tl.store(states44_ptr + i_c0 * states44_s0 + i_c1 * states44_s1 + tl.arange(0, T_c0)[:, None] * states44_s2 + tl.arange(0, F_n0)[None, :] * states44_s3 + tl.zeros([T_c0, F_n0], tl.int32), t41)


@triton.jit
def kernel_1(states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, m1_ptr, m1_s0, m1_s1, buf52_ptr, buf52_s0, buf52_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf52: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc47 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc48 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t45 = tl.load(states43_ptr + i_c0 * states43_s0 + i_c1 * states43_s1 + tl.arange(0, T_c0)[:, None] * states43_s2 + tl.arange(0, F_n0)[None, :] * states43_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        t46 = tl.load(states44_ptr + i_c0 * states44_s0 + i_c1 * states44_s1 + tl.arange(0, T_c0)[:, None] * states44_s2 + tl.arange(0, F_n0)[None, :] * states44_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc47 = acc47 + t45
        acc48 = acc48 + t46
    t49 = (acc47) * (32.00000000000001)
    t50 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t51 = t49 + t50
    tl.store(buf52_ptr + offs_c0[:, None] * buf52_s0 + offs_n0[None, :] * buf52_s1, t51, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(buf52_ptr, buf52_s0, buf52_s1, m54_ptr, m54_s0, m54_s1, m59_ptr, m59_s0, m59_s1, m73_ptr, m73_s0, m73_s1, m83_ptr, m83_s0, m83_s1, buf90_ptr, buf90_s0, buf90_s1, E_c0, E_n0, E_n1, DOT_63: tl.constexpr, DOT_77: tl.constexpr, DOT_87: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf90: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t53 = tl.load(buf52_ptr + offs_c0[:, None] * buf52_s0 + offs_n0[None, :] * buf52_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t57 = tl.load(m54_ptr + offs_n0[None, :] * m54_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t58 = (t53) * (t57)
    t62 = tl.load(m59_ptr + offs_n0[:, None] * m59_s0 + offs_n1[None, :] * m59_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_63:
        t64 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t58, 0.0), tl.where((offs_n0 < E_n0)[:, None], t62, 0.0), input_precision="ieee")
    else:
        t64 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t58, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t62, 0.0), 0), axis=1)
    t65 = (t53) * (t53)
    t66 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t65, 0.0), axis=1, keep_dims=True)
    t67 = t66 + 0.00032
    t68 = tl.rsqrt(t67)
    t69 = (t64) * (t68)
    t70 = (t69) * (5.656854249492381)
    t71 = 1.0 / (1.0 + tl.exp(-(t70)))
    t72 = (t64) * (t71)
    t76 = tl.load(m73_ptr + offs_n0[:, None] * m73_s0 + offs_n1[None, :] * m73_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_77:
        t78 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t58, 0.0), tl.where((offs_n0 < E_n0)[:, None], t76, 0.0), input_precision="ieee")
    else:
        t78 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t58, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t76, 0.0), 0), axis=1)
    t79 = (t72) * (t78)
    t80 = (t79) * (t68)
    t81 = (t80) * (t68)
    t82 = (t81) * (32.00000000000001)
    t86 = tl.load(m83_ptr + offs_n1[:, None] * m83_s0 + offs_n0[None, :] * m83_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_87:
        t88 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t82, 0.0), tl.where((offs_n1 < E_n1)[:, None], t86, 0.0), input_precision="ieee")
    else:
        t88 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t82, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t86, 0.0), 0), axis=1)
    t89 = t88 + t53
    tl.store(buf90_ptr + offs_c0[:, None] * buf90_s0 + offs_n0[None, :] * buf90_s1, t89, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m30 = inputs['w_up']
    m29 = m30.narrow(0, 0, 1)
    m28 = m29.reshape([64, 32])
    m27 = m28.permute([1, 0])
    m38 = inputs['w_down']
    m37 = m38.narrow(0, 0, 1)
    m36 = m37.reshape([32, 64])
    m35 = m36.permute([1, 0])
    states43 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c1']), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states44 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c1']), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), E_c0=8, E_c1=64, E_n0=32, DOT_14=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_32=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_40=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    buf52 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), E_c0=8, E_c1=64, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    m56 = m6.narrow(0, 1, 1)
    m55 = m56.reshape([32])
    m54 = m55.reshape([1, 32])
    m61 = m12.narrow(0, 1, 1)
    m60 = m61.reshape([64, 32])
    m59 = m60.permute([1, 0])
    m75 = m30.narrow(0, 1, 1)
    m74 = m75.reshape([64, 32])
    m73 = m74.permute([1, 0])
    m85 = m38.narrow(0, 1, 1)
    m84 = m85.reshape([32, 64])
    m83 = m84.permute([1, 0])
    buf90 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m73_ptr=m73, m73_s0=m73.stride(0), m73_s1=m73.stride(1), m83_ptr=m83, m83_s0=m83.stride(0), m83_s1=m83.stride(1), buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), E_c0=8, E_n0=32, E_n1=64, DOT_63=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_77=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_87=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'])
    return buf90


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
