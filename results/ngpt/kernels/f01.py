"""ngpt [small], candidate 1: 1 kernel(s)

Rendered by EqiForge from candidate 1 of ngpt [small]: grid(h.0@0, h.1@1) [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]

Run it on its own: `python kernels/f01.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, m12_ptr, m12_s0, m12_s1, m17_ptr, m17_s0, m17_s1, m24_ptr, m24_s0, m24_s1, m29_ptr, m29_s0, m29_s1, m34_ptr, m34_s0, m34_s1, buf63_ptr, buf63_s0, buf63_s1, E_c0, E_c1, E_n0, E_n1, DOT_15: tl.constexpr, DOT_27: tl.constexpr, DOT_37: tl.constexpr, DOT_41: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf63: Combine over grid h.0@0[8], grid h.1@1[32]
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
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = (t3) * (t3)
    t5 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t4, 0.0), axis=1, keep_dims=True)
    t6 = tl.sqrt(t5)
    t7 = (t2) / (t6)
    t10 = tl.load(m8_ptr + offs_c1[None, :] * m8_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t11 = tl.abs(t10)
    t14 = tl.load(m12_ptr + offs_n0[:, None] * m12_s0 + offs_n1[None, :] * m12_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_15:
        t16 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), tl.where((offs_n0 < E_n0)[:, None], t14, 0.0), input_precision="ieee")
    else:
        t16 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t14, 0.0), 0), axis=1)
    t19 = tl.load(m17_ptr + offs_n1[None, :] * m17_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t20 = (t16) * (t19)
    t21 = (t20) * (5.656854249492381)
    t22 = 1.0 / (1.0 + tl.exp(-(t21)))
    t23 = (t20) * (t22)
    t26 = tl.load(m24_ptr + offs_n0[:, None] * m24_s0 + offs_n1[None, :] * m24_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_27:
        t28 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), tl.where((offs_n0 < E_n0)[:, None], t26, 0.0), input_precision="ieee")
    else:
        t28 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t26, 0.0), 0), axis=1)
    t31 = tl.load(m29_ptr + offs_n1[None, :] * m29_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t32 = (t28) * (t31)
    t33 = (t23) * (t32)
    t36 = tl.load(m34_ptr + offs_n1[:, None] * m34_s0 + offs_c1[None, :] * m34_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_37:
        t38 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t33, 0.0), tl.where((offs_n1 < E_n1)[:, None], t36, 0.0), input_precision="ieee")
    else:
        t38 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t33, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t36, 0.0), 0), axis=1)
    t39 = (t38) * (32.00000000000001)
    t40 = tl.load(m34_ptr + offs_n1[:, None] * m34_s0 + offs_n0[None, :] * m34_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_41:
        t42 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t33, 0.0), tl.where((offs_n1 < E_n1)[:, None], t40, 0.0), input_precision="ieee")
    else:
        t42 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t33, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t40, 0.0), 0), axis=1)
    t43 = (t42) * (t42)
    t44 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t43, 0.0), axis=1, keep_dims=True)
    t45 = (t44) * (1024.0000000000005)
    t46 = tl.sqrt(t45)
    t47 = (t39) / (t46)
    t48 = t47 - (t7)
    t49 = (t11) * (t48)
    t50 = t7 + t49
    t51 = tl.load(m8_ptr + offs_n0[None, :] * m8_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t52 = tl.abs(t51)
    t53 = (t42) * (32.00000000000001)
    t54 = (t53) / (t46)
    t55 = (t3) / (t6)
    t56 = t54 - (t55)
    t57 = (t52) * (t56)
    t58 = t57 + t55
    t59 = (t58) * (t58)
    t60 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t59, 0.0), axis=1, keep_dims=True)
    t61 = tl.sqrt(t60)
    t62 = (t50) / (t61)
    tl.store(buf63_ptr + offs_c0[:, None] * buf63_s0 + offs_c1[None, :] * buf63_s1, t62, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m13 = inputs['w_v']
    m12 = m13.permute([1, 0])
    m18 = inputs['s_v']
    m17 = m18.reshape([1, 64])
    m25 = inputs['w_u']
    m24 = m25.permute([1, 0])
    m30 = inputs['s_u']
    m29 = m30.reshape([1, 64])
    m35 = inputs['w_o']
    m34 = m35.permute([1, 0])
    buf63 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), buf63_ptr=buf63, buf63_s0=buf63.stride(0), buf63_s1=buf63.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_15=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_27=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_37=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, DOT_41=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf63


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
