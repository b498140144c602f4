"""rmsnorm_swiglu [small], candidate 75: 4 kernel(s)

Rendered by EqiForge from candidate 75 of rmsnorm_swiglu [small]: grid(x.0@0) [1 mm] ; grid(x.0@0) [1 mm] ; grid(w_down.0@1) [1 mm] ; grid(w_down.0@1, x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w_down.0@1[32]

Run it on its own: `python kernels/f75.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf12_ptr, buf12_s0, buf12_s1, E_c0, E_n1, E_n2, DOT_10: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf12: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t9 = tl.load(m7_ptr + offs_n2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t6, 0.0), tl.where((offs_n2 < E_n2)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t9, 0.0), 0), axis=1)
    tl.store(buf12_ptr + offs_c0[:, None] * buf12_s0 + offs_n1[None, :] * buf12_s1, t11, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m26_ptr, m26_s0, m26_s1, buf31_ptr, buf31_s0, buf31_s1, E_c0, E_n1, E_n2, DOT_29: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf31: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n1 = tl.arange(0, F_n1)
    t23 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t24 = tl.load(m3_ptr + offs_n2[None, :] * m3_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t25 = (t23) * (t24)
    t28 = tl.load(m26_ptr + offs_n2[:, None] * m26_s0 + offs_n1[None, :] * m26_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_29:
        t30 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t25, 0.0), tl.where((offs_n2 < E_n2)[:, None], t28, 0.0), input_precision="ieee")
    else:
        t30 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t25, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t28, 0.0), 0), axis=1)
    tl.store(buf31_ptr + offs_c0[:, None] * buf31_s0 + offs_n1[None, :] * buf31_s1, t30, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(buf12_ptr, buf12_s0, buf12_s1, m1_ptr, m1_s0, m1_s1, buf31_ptr, buf31_s0, buf31_s1, m37_ptr, m37_s0, m37_s1, buf43_ptr, buf43_s0, buf43_s1, E_c1, E_n0, E_n1, E_n2, DOT_40: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf43: Combine over grid w_down.0@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t13 = tl.load(buf12_ptr + offs_n0[:, None] * buf12_s0 + offs_n1[None, :] * buf12_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t14 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t15 = (t14) * (t14)
    t16 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t15, 0.0), axis=1, keep_dims=True)
    t17 = (t16) * (0.03125)
    t18 = t17 + 1e-05
    t19 = tl.rsqrt(t18)
    t20 = (t13) * (t19)
    t21 = 1.0 / (1.0 + tl.exp(-(t20)))
    t22 = (t13) * (t21)
    t32 = tl.load(buf31_ptr + offs_n0[:, None] * buf31_s0 + offs_n1[None, :] * buf31_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t33 = t16 + 0.00032
    t34 = tl.rsqrt(t33)
    t35 = (t32) * (t34)
    t36 = (t22) * (t35)
    t39 = tl.load(m37_ptr + offs_n1[:, None] * m37_s0 + offs_c1[None, :] * m37_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_40:
        t41 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t36, 0.0), tl.where((offs_n1 < E_n1)[:, None], t39, 0.0), input_precision="ieee")
    else:
        t41 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t36, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t39, 0.0), 0), axis=1)
    t42 = (t41) * (t34)
    tl.store(buf43_ptr + offs_n0[:, None] * buf43_s0 + offs_c1[None, :] * buf43_s1, t42, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_3(buf43_ptr, buf43_s0, buf43_s1, buf46_ptr, buf46_s0, buf46_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf46: Combine over grid x.0@0[8], grid w_down.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t44 = tl.load(buf43_ptr + offs_c0[:, None] * buf43_s0 + offs_c1[None, :] * buf43_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t45 = (t44) * (32.00000000000001)
    tl.store(buf46_ptr + offs_c0[:, None] * buf46_s0 + offs_c1[None, :] * buf46_s1, t45, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m4 = inputs['w_norm']
    m3 = m4.reshape([1, 32])
    m8 = inputs['w_gate']
    m7 = m8.permute([1, 0])
    buf12 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), E_c0=8, E_n1=64, E_n2=32, DOT_10=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c0=T['c0'])
    m27 = inputs['w_up']
    m26 = m27.permute([1, 0])
    buf31 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), E_c0=8, E_n1=64, E_n2=32, DOT_29=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c0=T['c0'])
    m38 = inputs['w_down']
    m37 = m38.permute([1, 0])
    buf43 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']),)](buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c1=32, E_n0=8, E_n1=64, E_n2=32, DOT_40=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'])
    buf46 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), E_c0=8, E_c1=32, T_c0=T['c0'], T_c1=T['c1'])
    return buf46


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
