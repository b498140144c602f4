"""ngpt [small], candidate 30: 2 kernel(s)

Rendered by EqiForge from candidate 30 of ngpt [small]: grid(h.0@0) ; grid(h.0@0) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]

Run it on its own: `python kernels/f30.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, buf42_ptr, buf42_s0, buf42_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf42: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t39 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t40 = (t39) * (t39)
    t41 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t40, 0.0), axis=1, keep_dims=True)
    tl.store(buf42_ptr + offs_c0[:, None] * buf42_s0, t41, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m19_ptr, m19_s0, m19_s1, m24_ptr, m24_s0, m24_s1, m30_ptr, m30_s0, m30_s1, buf42_ptr, buf42_s0, buf42_s1, buf53_ptr, buf53_s0, buf53_s1, E_c0, E_n0, E_n1, DOT_10: tl.constexpr, DOT_22: tl.constexpr, DOT_33: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf53: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    t6 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t9 = tl.load(m7_ptr + offs_n0[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), tl.where((offs_n0 < E_n0)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t9, 0.0), 0), axis=1)
    t14 = tl.load(m12_ptr + offs_n1[None, :] * m12_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t15 = (t11) * (t14)
    t16 = (t15) * (5.656854249492381)
    t17 = 1.0 / (1.0 + tl.exp(-(t16)))
    t18 = (t15) * (t17)
    t21 = tl.load(m19_ptr + offs_n0[:, None] * m19_s0 + offs_n1[None, :] * m19_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_22:
        t23 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), tl.where((offs_n0 < E_n0)[:, None], t21, 0.0), input_precision="ieee")
    else:
        t23 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t21, 0.0), 0), axis=1)
    t26 = tl.load(m24_ptr + offs_n1[None, :] * m24_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t27 = (t23) * (t26)
    t28 = (t18) * (t27)
    t29 = (t28) * (32.00000000000001)
    t32 = tl.load(m30_ptr + offs_n1[:, None] * m30_s0 + offs_n0[None, :] * m30_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_33:
        t34 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t29, 0.0), tl.where((offs_n1 < E_n1)[:, None], t32, 0.0), input_precision="ieee")
    else:
        t34 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t29, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t32, 0.0), 0), axis=1)
    t35 = (t34) * (t34)
    t36 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t35, 0.0), axis=1, keep_dims=True)
    t37 = tl.sqrt(t36)
    t38 = (t34) / (t37)
    t43 = tl.load(buf42_ptr + offs_c0[:, None] * buf42_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t44 = tl.rsqrt(t43)
    t45 = (t6) * (t44)
    t46 = t38 - (t45)
    t47 = (t4) * (t46)
    t48 = t47 + t45
    t49 = (t48) * (t48)
    t50 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t49, 0.0), axis=1, keep_dims=True)
    t51 = tl.sqrt(t50)
    t52 = (t48) / (t51)
    tl.store(buf53_ptr + offs_c0[:, None] * buf53_s0 + offs_n0[None, :] * buf53_s1, t52, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    buf42 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    buf53 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), E_c0=8, E_n0=32, E_n1=64, DOT_10=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_22=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_33=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'])
    return buf53


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
