"""ngpt [small], candidate 31: 2 kernel(s)

Rendered by EqiForge from candidate 31 of ngpt [small]: grid(h.0@0) [1 mm] ; grid(h.0@0) loop(h.1[32]: sum) [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: loop h.1[32]

Run it on its own: `python kernels/f31.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, buf12_ptr, buf12_s0, buf12_s1, E_c0, E_n0, E_n1, DOT_10: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf12: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t6 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t9 = tl.load(m7_ptr + offs_n0[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), tl.where((offs_n0 < E_n0)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t9, 0.0), 0), axis=1)
    tl.store(buf12_ptr + offs_c0[:, None] * buf12_s0 + offs_n1[None, :] * buf12_s1, t11, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf12_ptr, buf12_s0, buf12_s1, m14_ptr, m14_s0, m14_s1, m5_ptr, m5_s0, m5_s1, m23_ptr, m23_s0, m23_s1, m28_ptr, m28_s0, m28_s1, m34_ptr, m34_s0, m34_s1, buf70_ptr, buf70_s0, buf70_s1, E_c0, E_c1, E_n0, E_n1, DOT_26: tl.constexpr, DOT_37: tl.constexpr, DOT_45: tl.constexpr, DOT_51: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf70: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    t13 = tl.load(buf12_ptr + offs_c0[:, None] * buf12_s0 + offs_n1[None, :] * buf12_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t16 = tl.load(m14_ptr + offs_n1[None, :] * m14_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t17 = (t13) * (t16)
    t18 = (t16) * (5.656854249492381)
    t19 = (t13) * (t18)
    t20 = 1.0 / (1.0 + tl.exp(-(t19)))
    t21 = (t17) * (t20)
    t22 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t25 = tl.load(m23_ptr + offs_n0[:, None] * m23_s0 + offs_n1[None, :] * m23_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_26:
        t27 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t22, 0.0), tl.where((offs_n0 < E_n0)[:, None], t25, 0.0), input_precision="ieee")
    else:
        t27 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t22, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t25, 0.0), 0), axis=1)
    t30 = tl.load(m28_ptr + offs_n1[None, :] * m28_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t31 = (t27) * (t30)
    t32 = (t21) * (t31)
    t33 = (t32) * (32.00000000000001)
    t36 = tl.load(m34_ptr + offs_n1[:, None] * m34_s0 + offs_n0[None, :] * m34_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_37:
        t38 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t33, 0.0), tl.where((offs_n1 < E_n1)[:, None], t36, 0.0), input_precision="ieee")
    else:
        t38 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t33, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t36, 0.0), 0), axis=1)
    t39 = tl.load(m14_ptr + offs_n1[None, :] * m14_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t40 = (t13) * (t39)
    t41 = (t39) * (5.656854249492381)
    t42 = (t13) * (t41)
    t43 = 1.0 / (1.0 + tl.exp(-(t42)))
    t44 = (t40) * (t43)
    if DOT_45:
        t46 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t22, 0.0), tl.where((offs_n0 < E_n0)[:, None], t25, 0.0), input_precision="ieee")
    else:
        t46 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t22, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t25, 0.0), 0), axis=1)
    t47 = tl.load(m28_ptr + offs_n1[None, :] * m28_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t48 = (t46) * (t47)
    t49 = (t44) * (t48)
    acc55 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t50 = tl.load(m34_ptr + offs_n1[:, None] * m34_s0 + offs_c1[None, :] * m34_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_51:
            t52 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t49, 0.0), tl.where((offs_n1 < E_n1)[:, None], t50, 0.0), input_precision="ieee")
        else:
            t52 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t49, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t50, 0.0), 0), axis=1)
        t53 = (t52) * (t52)
        t54 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t53, 0.0), axis=1, keep_dims=True)
        acc55 = acc55 + t54
    t56 = (acc55) * (1024.0000000000005)
    t57 = tl.sqrt(t56)
    t58 = (t38) / (t57)
    t59 = (t22) * (t22)
    t60 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t59, 0.0), axis=1, keep_dims=True)
    t61 = tl.sqrt(t60)
    t62 = (t22) / (t61)
    t63 = t58 - (t62)
    t64 = (t4) * (t63)
    t65 = t64 + t62
    t66 = (t65) * (t65)
    t67 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t66, 0.0), axis=1, keep_dims=True)
    t68 = tl.sqrt(t67)
    t69 = (t65) / (t68)
    tl.store(buf70_ptr + offs_c0[:, None] * buf70_s0 + offs_n0[None, :] * buf70_s1, t69, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    buf12 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), E_c0=8, E_n0=32, E_n1=64, DOT_10=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'])
    m15 = inputs['s_v']
    m14 = m15.reshape([1, 64])
    m24 = inputs['w_u']
    m23 = m24.permute([1, 0])
    m29 = inputs['s_u']
    m28 = m29.reshape([1, 64])
    m35 = inputs['w_o']
    m34 = m35.permute([1, 0])
    buf70 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), buf70_ptr=buf70, buf70_s0=buf70.stride(0), buf70_s1=buf70.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_26=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_37=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, DOT_45=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_51=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf70


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
