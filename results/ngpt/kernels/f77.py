"""ngpt [small], candidate 77: 5 kernel(s)

Rendered by EqiForge from candidate 77 of ngpt [small]: grid(h.0@0) [3 mm] ; grid(h.0@0) [3 mm] ; grid(h.0@0) ; grid(h.0@0) ; grid(h.1@1)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.1@1[32]
    c1: grid h.0@0[8]

Run it on its own: `python kernels/f77.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 4}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 8}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m19_ptr, m19_s0, m19_s1, m24_ptr, m24_s0, m24_s1, m30_ptr, m30_s0, m30_s1, buf35_ptr, buf35_s0, buf35_s1, E_c1, E_n1, E_n2, DOT_10: tl.constexpr, DOT_22: tl.constexpr, DOT_33: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf35: Combine over grid h.0@0[8]
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
    t29 = (t28) * (32.00000000000001)
    t32 = tl.load(m30_ptr + offs_n2[:, None] * m30_s0 + offs_n1[None, :] * m30_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_33:
        t34 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t29, 0.0), tl.where((offs_n2 < E_n2)[:, None], t32, 0.0), input_precision="ieee")
    else:
        t34 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t29, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t32, 0.0), 0), axis=1)
    tl.store(buf35_ptr + offs_c1[:, None] * buf35_s0 + offs_n1[None, :] * buf35_s1, t34, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m19_ptr, m19_s0, m19_s1, m24_ptr, m24_s0, m24_s1, m30_ptr, m30_s0, m30_s1, buf55_ptr, buf55_s0, buf55_s1, E_c1, E_n1, E_n2, DOT_39: tl.constexpr, DOT_47: tl.constexpr, DOT_53: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf55: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t37 = tl.load(m5_ptr + offs_c1[:, None] * m5_s0 + offs_n1[None, :] * m5_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t38 = tl.load(m7_ptr + offs_n1[:, None] * m7_s0 + offs_n2[None, :] * m7_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_39:
        t40 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t37, 0.0), tl.where((offs_n1 < E_n1)[:, None], t38, 0.0), input_precision="ieee")
    else:
        t40 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t38, 0.0), 0), axis=1)
    t41 = tl.load(m12_ptr + offs_n2[None, :] * m12_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t42 = (t40) * (t41)
    t43 = (t42) * (5.656854249492381)
    t44 = 1.0 / (1.0 + tl.exp(-(t43)))
    t45 = (t42) * (t44)
    t46 = tl.load(m19_ptr + offs_n1[:, None] * m19_s0 + offs_n2[None, :] * m19_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_47:
        t48 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t37, 0.0), tl.where((offs_n1 < E_n1)[:, None], t46, 0.0), input_precision="ieee")
    else:
        t48 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t46, 0.0), 0), axis=1)
    t49 = tl.load(m24_ptr + offs_n2[None, :] * m24_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t50 = (t48) * (t49)
    t51 = (t45) * (t50)
    t52 = tl.load(m30_ptr + offs_n2[:, None] * m30_s0 + offs_n1[None, :] * m30_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_53:
        t54 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t51, 0.0), tl.where((offs_n2 < E_n2)[:, None], t52, 0.0), input_precision="ieee")
    else:
        t54 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t51, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t52, 0.0), 0), axis=1)
    tl.store(buf55_ptr + offs_c1[:, None] * buf55_s0 + offs_n1[None, :] * buf55_s1, t54, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(buf55_ptr, buf55_s0, buf55_s1, buf60_ptr, buf60_s0, buf60_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf60: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t56 = tl.load(buf55_ptr + offs_c1[:, None] * buf55_s0 + offs_n1[None, :] * buf55_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t57 = (t56) * (t56)
    t58 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t57, 0.0), axis=1, keep_dims=True)
    t59 = (t58) * (1024.0000000000005)
    tl.store(buf60_ptr + offs_c1[:, None] * buf60_s0, t59, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_3(m5_ptr, m5_s0, m5_s1, buf68_ptr, buf68_s0, buf68_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf68: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t65 = tl.load(m5_ptr + offs_c1[:, None] * m5_s0 + offs_n1[None, :] * m5_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t66 = (t65) * (t65)
    t67 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t66, 0.0), axis=1, keep_dims=True)
    tl.store(buf68_ptr + offs_c1[:, None] * buf68_s0, t67, mask=(offs_c1 < E_c1)[:, None])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, buf35_ptr, buf35_s0, buf35_s1, buf60_ptr, buf60_s0, buf60_s1, m5_ptr, m5_s0, m5_s1, buf68_ptr, buf68_s0, buf68_s1, buf88_ptr, buf88_s0, buf88_s1, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf88: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_c0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    t36 = tl.load(buf35_ptr + offs_n0[:, None] * buf35_s0 + offs_c0[None, :] * buf35_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t61 = tl.load(buf60_ptr + offs_n0[:, None] * buf60_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t62 = tl.sqrt(t61)
    t63 = (t36) / (t62)
    t64 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c0[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t69 = tl.load(buf68_ptr + offs_n0[:, None] * buf68_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t70 = tl.sqrt(t69)
    t71 = (t64) / (t70)
    t72 = t63 - (t71)
    t73 = (t4) * (t72)
    t74 = t73 + t71
    t75 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_n1[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t76 = (t75) / (t70)
    t77 = tl.load(m1_ptr + offs_n1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t78 = tl.abs(t77)
    t79 = tl.load(buf35_ptr + offs_n0[:, None] * buf35_s0 + offs_n1[None, :] * buf35_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t80 = (t79) / (t62)
    t81 = t80 - (t76)
    t82 = (t78) * (t81)
    t83 = t76 + t82
    t84 = (t83) * (t83)
    t85 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t84, 0.0), axis=1, keep_dims=True)
    t86 = tl.sqrt(t85)
    t87 = (t74) / (t86)
    tl.store(buf88_ptr + offs_n0[:, None] * buf88_s0 + offs_c0[None, :] * buf88_s1, t87, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m31 = inputs['w_o']
    m30 = m31.permute([1, 0])
    buf35 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), E_c1=8, E_n1=32, E_n2=64, DOT_10=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_22=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_33=(T['c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(32), F_n2=_pow2(64), T_c1=T['c1'])
    buf55 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), E_c1=8, E_n1=32, E_n2=64, DOT_39=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_47=(T['c1']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_53=(T['c1']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(32), F_n2=_pow2(64), T_c1=T['c1'])
    buf60 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']),)](buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), E_c1=8, E_n1=32, F_n1=_pow2(32), T_c1=T['c1'])
    buf68 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c1']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf68_ptr=buf68, buf68_s0=buf68.stride(0), buf68_s1=buf68.stride(1), E_c1=8, E_n1=32, F_n1=_pow2(32), T_c1=T['c1'])
    buf88 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf68_ptr=buf68, buf68_s0=buf68.stride(0), buf68_s1=buf68.stride(1), buf88_ptr=buf88, buf88_s0=buf88.stride(0), buf88_s1=buf88.stride(1), E_c0=32, E_n0=8, E_n1=32, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'])
    return buf88


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
