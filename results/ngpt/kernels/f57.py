"""ngpt [small], candidate 57: 3 kernel(s)

Rendered by EqiForge from candidate 57 of ngpt [small]: grid(h.0@0) [3 mm] ; grid(h.0@0) [3 mm] ; grid(h.0@0, h.1@1)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]

Run it on its own: `python kernels/f57.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m13_ptr, m13_s0, m13_s1, m18_ptr, m18_s0, m18_s1, m25_ptr, m25_s0, m25_s1, m30_ptr, m30_s0, m30_s1, m36_ptr, m36_s0, m36_s1, buf41_ptr, buf41_s0, buf41_s1, E_c0, E_n0, E_n1, DOT_16: tl.constexpr, DOT_28: tl.constexpr, DOT_39: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf41: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t12 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t15 = tl.load(m13_ptr + offs_n0[:, None] * m13_s0 + offs_n1[None, :] * m13_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_16:
        t17 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t12, 0.0), tl.where((offs_n0 < E_n0)[:, None], t15, 0.0), input_precision="ieee")
    else:
        t17 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t15, 0.0), 0), axis=1)
    t20 = tl.load(m18_ptr + offs_n1[None, :] * m18_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t21 = (t17) * (t20)
    t22 = (t21) * (5.656854249492381)
    t23 = 1.0 / (1.0 + tl.exp(-(t22)))
    t24 = (t21) * (t23)
    t27 = tl.load(m25_ptr + offs_n0[:, None] * m25_s0 + offs_n1[None, :] * m25_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_28:
        t29 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t12, 0.0), tl.where((offs_n0 < E_n0)[:, None], t27, 0.0), input_precision="ieee")
    else:
        t29 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t27, 0.0), 0), axis=1)
    t32 = tl.load(m30_ptr + offs_n1[None, :] * m30_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t33 = (t29) * (t32)
    t34 = (t24) * (t33)
    t35 = (t34) * (32.00000000000001)
    t38 = tl.load(m36_ptr + offs_n1[:, None] * m36_s0 + offs_n0[None, :] * m36_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_39:
        t40 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t35, 0.0), tl.where((offs_n1 < E_n1)[:, None], t38, 0.0), input_precision="ieee")
    else:
        t40 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t38, 0.0), 0), axis=1)
    tl.store(buf41_ptr + offs_c0[:, None] * buf41_s0 + offs_n0[None, :] * buf41_s1, t40, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m13_ptr, m13_s0, m13_s1, m18_ptr, m18_s0, m18_s1, m25_ptr, m25_s0, m25_s1, m30_ptr, m30_s0, m30_s1, m36_ptr, m36_s0, m36_s1, buf61_ptr, buf61_s0, buf61_s1, E_c0, E_n0, E_n1, DOT_45: tl.constexpr, DOT_53: tl.constexpr, DOT_59: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf61: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t43 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t44 = tl.load(m13_ptr + offs_n0[:, None] * m13_s0 + offs_n1[None, :] * m13_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_45:
        t46 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t43, 0.0), tl.where((offs_n0 < E_n0)[:, None], t44, 0.0), input_precision="ieee")
    else:
        t46 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t43, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t44, 0.0), 0), axis=1)
    t47 = tl.load(m18_ptr + offs_n1[None, :] * m18_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t48 = (t46) * (t47)
    t49 = (t48) * (5.656854249492381)
    t50 = 1.0 / (1.0 + tl.exp(-(t49)))
    t51 = (t48) * (t50)
    t52 = tl.load(m25_ptr + offs_n0[:, None] * m25_s0 + offs_n1[None, :] * m25_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_53:
        t54 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t43, 0.0), tl.where((offs_n0 < E_n0)[:, None], t52, 0.0), input_precision="ieee")
    else:
        t54 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t43, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t52, 0.0), 0), axis=1)
    t55 = tl.load(m30_ptr + offs_n1[None, :] * m30_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t56 = (t54) * (t55)
    t57 = (t51) * (t56)
    t58 = tl.load(m36_ptr + offs_n1[:, None] * m36_s0 + offs_n0[None, :] * m36_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_59:
        t60 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t57, 0.0), tl.where((offs_n1 < E_n1)[:, None], t58, 0.0), input_precision="ieee")
    else:
        t60 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t57, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t58, 0.0), 0), axis=1)
    tl.store(buf61_ptr + offs_c0[:, None] * buf61_s0 + offs_n0[None, :] * buf61_s1, t60, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, buf41_ptr, buf41_s0, buf41_s1, buf61_ptr, buf61_s0, buf61_s1, buf83_ptr, buf83_s0, buf83_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf83: Combine over grid h.0@0[8], grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = (t3) * (t3)
    t5 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t4, 0.0), axis=1, keep_dims=True)
    t6 = tl.sqrt(t5)
    t7 = (t2) / (t6)
    t10 = tl.load(m8_ptr + offs_c1[None, :] * m8_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t11 = tl.abs(t10)
    t42 = tl.load(buf41_ptr + offs_c0[:, None] * buf41_s0 + offs_c1[None, :] * buf41_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t62 = tl.load(buf61_ptr + offs_c0[:, None] * buf61_s0 + offs_n0[None, :] * buf61_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t63 = (t62) * (t62)
    t64 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), axis=1, keep_dims=True)
    t65 = (t64) * (1024.0000000000005)
    t66 = tl.sqrt(t65)
    t67 = (t42) / (t66)
    t68 = t67 - (t7)
    t69 = (t11) * (t68)
    t70 = t7 + t69
    t71 = tl.load(m8_ptr + offs_n0[None, :] * m8_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t72 = tl.abs(t71)
    t73 = tl.load(buf41_ptr + offs_c0[:, None] * buf41_s0 + offs_n0[None, :] * buf41_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t74 = (t73) / (t66)
    t75 = (t3) / (t6)
    t76 = t74 - (t75)
    t77 = (t72) * (t76)
    t78 = t77 + t75
    t79 = (t78) * (t78)
    t80 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t79, 0.0), axis=1, keep_dims=True)
    t81 = tl.sqrt(t80)
    t82 = (t70) / (t81)
    tl.store(buf83_ptr + offs_c0[:, None] * buf83_s0 + offs_c1[None, :] * buf83_s1, t82, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m1 = inputs['h']
    m9 = inputs['alpha']
    m8 = m9.reshape([1, 32])
    m14 = inputs['w_v']
    m13 = m14.permute([1, 0])
    m19 = inputs['s_v']
    m18 = m19.reshape([1, 64])
    m26 = inputs['w_u']
    m25 = m26.permute([1, 0])
    m31 = inputs['s_u']
    m30 = m31.reshape([1, 64])
    m37 = inputs['w_o']
    m36 = m37.permute([1, 0])
    buf41 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), E_c0=8, E_n0=32, E_n1=64, DOT_16=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_28=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_39=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'])
    buf61 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), E_c0=8, E_n0=32, E_n1=64, DOT_45=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_53=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_59=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'])
    buf83 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), E_c0=8, E_c1=32, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf83


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
