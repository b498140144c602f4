"""diff_attention [small], candidate 1716: 3 kernel(s)

Rendered by EqiForge from candidate 1716 of diff_attention [small]: grid(v.0@0) [3 mm] ; store(v.3[32]) ; grid(v.0@0) loop(v.3[32]: sum, stored)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: loop v.3[32]

Run it on its own: `python kernels/f1716.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m24_ptr, m24_s0, m24_s1, m24_s2, m24_s3, m26_ptr, m26_s0, m26_s1, m26_s2, m26_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, buf42_ptr, buf42_s0, buf42_s1, buf42_s2, buf42_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf42: Combine over grid v.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = (t6) * (0.25)
    t17 = tl.load(m8_ptr + offs_n1[None, None, :, None] * m8_s2 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t18 = t7 + t17
    t19 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t18, -float('inf')), axis=3, keep_dims=True)
    t20 = t18 - (t19)
    t21 = tl.exp(t20)
    t22 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t21, 0.0), axis=3, keep_dims=True)
    t23 = (t21) / (t22)
    t25 = tl.load(m24_ptr + offs_c0[:, None, None, None] * m24_s0 + offs_n0[None, :, None, None] * m24_s1 + offs_n1[None, None, :, None] * m24_s2 + offs_n2[None, None, None, :] * m24_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t28 = tl.load(m26_ptr + offs_c0[:, None, None, None] * m26_s0 + offs_n0[None, :, None, None] * m26_s1 + offs_n2[None, None, :, None] * m26_s2 + offs_n1[None, None, None, :] * m26_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t29 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t25, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t28, 0.0), 2), axis=3)
    t30 = (t29) * (0.25)
    t31 = t30 + t17
    t32 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t31, -float('inf')), axis=3, keep_dims=True)
    t33 = t31 - (t32)
    t34 = tl.exp(t33)
    t35 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t34, 0.0), axis=3, keep_dims=True)
    t36 = (t34) / (t35)
    t37 = (t36) * (0.8375055882312481)
    t38 = t23 - (t37)
    t40 = tl.load(m39_ptr + offs_c0[:, None, None, None] * m39_s0 + offs_n0[None, :, None, None] * m39_s1 + offs_n1[None, None, :, None] * m39_s2 + offs_n1[None, None, None, :] * m39_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t41 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t38, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t40, 0.0), 2), axis=3)
    tl.store(buf42_ptr + offs_c0[:, None, None, None] * buf42_s0 + offs_n0[None, :, None, None] * buf42_s1 + offs_n1[None, None, :, None] * buf42_s2 + offs_n1[None, None, None, :] * buf42_s3, t41, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


@triton.jit
def kernel_1(buf42_ptr, buf42_s0, buf42_s1, buf42_s2, buf42_s3, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states51_s4, states51_s5, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states51: Collect over loop v.3[32]
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
    t48 = tl.load(buf42_ptr + offs_c0[:, None, None, None] * buf42_s0 + offs_n0[None, :, None, None] * buf42_s1 + offs_n1[None, None, :, None] * buf42_s2 + offs_c1[None, None, None, :] * buf42_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t49 = (t48) * (t48)
    t50 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t49, 0.0), axis=3, keep_dims=True)
    tl.store(states51_ptr + i_c0 * states51_s0 + i_c1 * states51_s1 + tl.arange(0, T_c0)[:, None, None, None] * states51_s2 + tl.arange(0, F_n0)[None, :, None, None] * states51_s3 + tl.arange(0, F_n1)[None, None, :, None] * states51_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32), t50)


@triton.jit
def kernel_2(buf42_ptr, buf42_s0, buf42_s1, buf42_s2, buf42_s3, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, states51_ptr, states51_s0, states51_s1, states51_s2, states51_s3, states51_s4, states51_s5, buf58_ptr, buf58_s0, buf58_s1, buf58_s2, buf58_s3, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf58: Combine over grid v.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t43 = tl.load(buf42_ptr + offs_c0[:, None, None, None] * buf42_s0 + offs_n0[None, :, None, None] * buf42_s1 + offs_n1[None, None, :, None] * buf42_s2 + offs_n1[None, None, None, :] * buf42_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t46 = tl.load(m44_ptr + offs_n1[None, None, None, :] * m44_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t47 = (t43) * (t46)
    acc53 = tl.full([T_c0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t52 = tl.load(states51_ptr + i_c0 * states51_s0 + i_c1 * states51_s1 + tl.arange(0, T_c0)[:, None, None, None] * states51_s2 + tl.arange(0, F_n0)[None, :, None, None] * states51_s3 + tl.arange(0, F_n1)[None, None, :, None] * states51_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32))
        acc53 = acc53 + t52
    t54 = acc53 + 0.00032
    t55 = tl.rsqrt(t54)
    t56 = (t47) * (t55)
    t57 = (t56) * (1.2241106391612262)
    tl.store(buf58_ptr + offs_c0[:, None, None, None] * buf58_s0 + offs_n0[None, :, None, None] * buf58_s1 + offs_n1[None, None, :, None] * buf58_s2 + offs_n1[None, None, None, :] * buf58_s3, t57, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m1 = inputs['q1']
    m4 = inputs['k1']
    m3 = m4.permute([0, 1, 3, 2])
    m12 = _iota([32, 32], 1, device)
    m13 = _iota([32, 32], 0, device)
    m11 = _BINARY["Sub"](m12, m13)
    m14 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Ge"](m11, m14)
    m15 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m16 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m9 = torch.where(m10, m15, m16)
    m8 = m9.reshape([1, 1, 32, 32])
    m24 = inputs['q2']
    m27 = inputs['k2']
    m26 = m27.permute([0, 1, 3, 2])
    m39 = inputs['v']
    buf42 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m24_s3=m24.stride(3), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m26_s3=m26.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf42_s2=buf42.stride(2), buf42_s3=buf42.stride(3), E_c0=2, E_n0=4, E_n1=32, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'])
    m45 = inputs['w_subln']
    m44 = m45.reshape([1, 1, 1, 32])
    states51 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf42_s2=buf42.stride(2), buf42_s3=buf42.stride(3), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states51_s4=states51.stride(4), states51_s5=states51.stride(5), E_c0=2, E_c1=32, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    buf58 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']),)](buf42_ptr=buf42, buf42_s0=buf42.stride(0), buf42_s1=buf42.stride(1), buf42_s2=buf42.stride(2), buf42_s3=buf42.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), states51_ptr=states51, states51_s0=states51.stride(0), states51_s1=states51.stride(1), states51_s2=states51.stride(2), states51_s3=states51.stride(3), states51_s4=states51.stride(4), states51_s5=states51.stride(5), buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), buf58_s2=buf58.stride(2), buf58_s3=buf58.stride(3), E_c0=2, E_c1=32, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf58


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
