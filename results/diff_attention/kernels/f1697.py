"""diff_attention [small], candidate 1697: 2 kernel(s)

Rendered by EqiForge from candidate 1697 of diff_attention [small]: store(k1.3[16]) ; grid(v.0@0) loop(k1.3[16]: sum, stored) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: loop k1.3[16]

Run it on its own: `python kernels/f1697.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states7: Collect over loop k1.3[16]
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
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t5, 0.0), 2), axis=3)
    tl.store(states7_ptr + i_c0 * states7_s0 + i_c1 * states7_s1 + tl.arange(0, T_c0)[:, None, None, None] * states7_s2 + tl.arange(0, F_n0)[None, :, None, None] * states7_s3 + tl.arange(0, F_n1)[None, None, :, None] * states7_s4 + tl.arange(0, F_n1)[None, None, None, :] * states7_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32), t6)


@triton.jit
def kernel_1(states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m27_ptr, m27_s0, m27_s1, m27_s2, m27_s3, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, m45_ptr, m45_s0, m45_s1, m45_s2, m45_s3, buf55_ptr, buf55_s0, buf55_s1, buf55_s2, buf55_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf55: Combine over grid v.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc9 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t8 = tl.load(states7_ptr + i_c0 * states7_s0 + i_c1 * states7_s1 + tl.arange(0, T_c0)[:, None, None, None] * states7_s2 + tl.arange(0, F_n0)[None, :, None, None] * states7_s3 + tl.arange(0, F_n1)[None, None, :, None] * states7_s4 + tl.arange(0, F_n1)[None, None, None, :] * states7_s5 + tl.zeros([T_c0, F_n0, F_n1, F_n1], tl.int32))
        acc9 = acc9 + t8
    t10 = (acc9) * (0.25)
    t20 = tl.load(m11_ptr + offs_n1[None, None, :, None] * m11_s2 + offs_n1[None, None, None, :] * m11_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t21 = t10 + t20
    t22 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t21, -float('inf')), axis=3, keep_dims=True)
    t23 = t21 - (t22)
    t24 = tl.exp(t23)
    t25 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t24, 0.0), axis=3, keep_dims=True)
    t26 = (t24) / (t25)
    t28 = tl.load(m27_ptr + offs_c0[:, None, None, None] * m27_s0 + offs_n0[None, :, None, None] * m27_s1 + offs_n1[None, None, :, None] * m27_s2 + offs_n2[None, None, None, :] * m27_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t31 = tl.load(m29_ptr + offs_c0[:, None, None, None] * m29_s0 + offs_n0[None, :, None, None] * m29_s1 + offs_n2[None, None, :, None] * m29_s2 + offs_n1[None, None, None, :] * m29_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t32 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t28, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t31, 0.0), 2), axis=3)
    t33 = (t32) * (0.25)
    t34 = t33 + t20
    t35 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t34, -float('inf')), axis=3, keep_dims=True)
    t36 = t34 - (t35)
    t37 = tl.exp(t36)
    t38 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t37, 0.0), axis=3, keep_dims=True)
    t39 = (t37) / (t38)
    t40 = (t39) * (0.8375055882312481)
    t41 = t26 - (t40)
    t43 = tl.load(m42_ptr + offs_c0[:, None, None, None] * m42_s0 + offs_n0[None, :, None, None] * m42_s1 + offs_n1[None, None, :, None] * m42_s2 + offs_n1[None, None, None, :] * m42_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t44 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t41, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t43, 0.0), 2), axis=3)
    t47 = tl.load(m45_ptr + offs_n1[None, None, None, :] * m45_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t48 = (t44) * (t47)
    t49 = (t44) * (t44)
    t50 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t49, 0.0), axis=3, keep_dims=True)
    t51 = t50 + 0.00032
    t52 = tl.rsqrt(t51)
    t53 = (t48) * (t52)
    t54 = (t53) * (1.2241106391612262)
    tl.store(buf55_ptr + offs_c0[:, None, None, None] * buf55_s0 + offs_n0[None, :, None, None] * buf55_s1 + offs_n1[None, None, :, None] * buf55_s2 + offs_n1[None, None, None, :] * buf55_s3, t54, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    states7 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c1']), T['c0'], _pow2(4), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(16, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), E_c0=2, E_c1=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    m15 = _iota([32, 32], 1, device)
    m16 = _iota([32, 32], 0, device)
    m14 = _BINARY["Sub"](m15, m16)
    m17 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m13 = _BINARY["Ge"](m14, m17)
    m18 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m19 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m12 = torch.where(m13, m18, m19)
    m11 = m12.reshape([1, 1, 32, 32])
    m27 = inputs['q2']
    m30 = inputs['k2']
    m29 = m30.permute([0, 1, 3, 2])
    m42 = inputs['v']
    m46 = inputs['w_subln']
    m45 = m46.reshape([1, 1, 1, 32])
    buf55 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m27_s2=m27.stride(2), m27_s3=m27.stride(3), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m45_s3=m45.stride(3), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf55_s2=buf55.stride(2), buf55_s3=buf55.stride(3), E_c0=2, E_c1=16, E_n0=4, E_n1=32, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf55


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
