"""ngpt [small], candidate 60: 4 kernel(s)

Rendered by EqiForge from candidate 60 of ngpt [small]: grid(h.0@0) [3 mm] ; store(h.1[32]) ; grid(h.0@0) ; grid(h.1@1) loop(h.1[32]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.1@1[32]
    c1: grid h.0@0[8]
    c2: loop h.1[32]

Run it on its own: `python kernels/f60.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 4, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 8, "c2": 32}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m19_ptr, m19_s0, m19_s1, m24_ptr, m24_s0, m24_s1, m29_ptr, m29_s0, m29_s1, buf34_ptr, buf34_s0, buf34_s1, E_c1, E_n1, E_n2, DOT_10: tl.constexpr, DOT_22: tl.constexpr, DOT_32: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf34: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m5_ptr + offs_c1[:, None] * m5_s0 + offs_n1[None, :] * m5_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t9 = tl.load(m7_ptr + offs_n1[:, None] * m7_s0 + offs_n2[None, :] * m7_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), 0), axis=1)
    t14 = tl.load(m12_ptr + offs_n2[None, :] * m12_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t15 = (t11) * (t14)
    t16 = (t15) * (5.656854249492381)
    t17 = 1.0 / (1.0 + tl.exp(-(t16)))
    t18 = (t15) * (t17)
    t21 = tl.load(m19_ptr + offs_n1[:, None] * m19_s0 + offs_n2[None, :] * m19_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_22:
        t23 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), tl.where((offs_n1 < E_n1)[:, None], t21, 0.0), input_precision="ieee")
    else:
        t23 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t21, 0.0), 0), axis=1)
    t26 = tl.load(m24_ptr + offs_n2[None, :] * m24_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t27 = (t23) * (t26)
    t28 = (t18) * (t27)
    t31 = tl.load(m29_ptr + offs_n2[:, None] * m29_s0 + offs_n1[None, :] * m29_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_32:
        t33 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t28, 0.0), tl.where((offs_n2 < E_n2)[:, None], t31, 0.0), input_precision="ieee")
    else:
        t33 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t28, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t31, 0.0), 0), axis=1)
    tl.store(buf34_ptr + offs_c1[:, None] * buf34_s0 + offs_n1[None, :] * buf34_s1, t33, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(buf34_ptr, buf34_s0, buf34_s1, states39_ptr, states39_s0, states39_s1, states39_s2, E_c2, E_n0, F_n0: tl.constexpr, T_c2: tl.constexpr):
    # stores states39: Collect over loop h.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t36 = tl.load(buf34_ptr + offs_n0[:, None] * buf34_s0 + offs_c2[None, :] * buf34_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t37 = (t36) * (t36)
    t38 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t37, 0.0), axis=1, keep_dims=True)
    tl.store(states39_ptr + i_c2 * states39_s0 + tl.arange(0, F_n0)[:, None] * states39_s1 + tl.zeros([F_n0, 1], tl.int32), t38)


@triton.jit
def kernel_2(m5_ptr, m5_s0, m5_s1, buf48_ptr, buf48_s0, buf48_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf48: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t45 = tl.load(m5_ptr + offs_c1[:, None] * m5_s0 + offs_n1[None, :] * m5_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t46 = (t45) * (t45)
    t47 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t46, 0.0), axis=1, keep_dims=True)
    tl.store(buf48_ptr + offs_c1[:, None] * buf48_s0, t47, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, buf34_ptr, buf34_s0, buf34_s1, states39_ptr, states39_s0, states39_s1, states39_s2, m5_ptr, m5_s0, m5_s1, buf48_ptr, buf48_s0, buf48_s1, buf68_ptr, buf68_s0, buf68_s1, E_c0, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf68: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_c0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    t35 = tl.load(buf34_ptr + offs_n0[:, None] * buf34_s0 + offs_c0[None, :] * buf34_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    acc41 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t40 = tl.load(states39_ptr + i_c2 * states39_s0 + tl.arange(0, F_n0)[:, None] * states39_s1 + tl.zeros([F_n0, 1], tl.int32))
        acc41 = acc41 + t40
    t42 = tl.rsqrt(acc41)
    t43 = (t35) * (t42)
    t44 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c0[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t49 = tl.load(buf48_ptr + offs_n0[:, None] * buf48_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t50 = tl.sqrt(t49)
    t51 = (t44) / (t50)
    t52 = t43 - (t51)
    t53 = (t4) * (t52)
    t54 = t53 + t51
    t55 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_n1[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t56 = (t55) / (t50)
    t57 = tl.load(m1_ptr + offs_n1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t58 = tl.abs(t57)
    t59 = tl.load(buf34_ptr + offs_n0[:, None] * buf34_s0 + offs_n1[None, :] * buf34_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t60 = (t59) * (t42)
    t61 = t60 - (t56)
    t62 = (t58) * (t61)
    t63 = t56 + t62
    t64 = (t63) * (t63)
    t65 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t64, 0.0), axis=1, keep_dims=True)
    t66 = tl.sqrt(t65)
    t67 = (t54) / (t66)
    tl.store(buf68_ptr + offs_n0[:, None] * buf68_s0 + offs_c0[None, :] * buf68_s1, t67, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m13 = inputs['s_v']
    m12 = m13.reshape([1, 64])
    m20 = inputs['w_u']
    m19 = m20.permute([1, 0])
    m25 = inputs['s_u']
    m24 = m25.reshape([1, 64])
    m30 = inputs['w_o']
    m29 = m30.permute([1, 0])
    buf34 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), E_c1=8, E_n1=32, E_n2=64, DOT_10=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_22=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_32=(T['c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(32), F_n2=_pow2(64), T_c1=T['c1'])
    states39 = torch.full([_cdiv(32, T['c2']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c2']),)](buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), E_c2=32, E_n0=8, F_n0=_pow2(8), T_c2=T['c2'])
    buf48 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), E_c1=8, E_n1=32, F_n1=_pow2(32), T_c1=T['c1'])
    buf68 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf68_ptr=buf68, buf68_s0=buf68.stride(0), buf68_s1=buf68.stride(1), E_c0=32, E_c2=32, E_n0=8, E_n1=32, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    return buf68


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
