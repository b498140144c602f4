"""diff_attention [small], candidate 201: 1 kernel(s)

Rendered by EqiForge from candidate 201 of diff_attention [small]: grid(q1.2@2, v.0@0, v.3@3) loop(k1.3[16]: pair(sum, sum)) loop(v.2[32]: sum) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: grid q1.2@2[32]
    c2: grid v.3@3[32]
    c3: loop k1.3[16]
    c4: loop v.2[32]

Run it on its own: `python kernels/f201.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 16, "c3": 8, "c4": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 32, "c3": 16, "c4": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, m55_ptr, m55_s0, m55_s1, m55_s2, m55_s3, m58_ptr, m58_s0, m58_s1, m58_s2, m58_s3, buf70_ptr, buf70_s0, buf70_s1, buf70_s2, buf70_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf70: Combine over grid v.0@0[2], grid q1.2@2[32], grid v.3@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc8 = tl.full([T_c0, F_n0, T_c1, F_n1], 0.0, tl.float32)
    acc9 = tl.full([T_c0, F_n0, T_c1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c1[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        acc8 = acc8 + t7
        acc9 = acc9 + t6
    t19 = tl.load(m10_ptr + offs_c1[None, None, :, None] * m10_s2 + offs_n1[None, None, None, :] * m10_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t20 = acc8 + t19
    t21 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t20, -float('inf')), axis=3, keep_dims=True)
    t22 = t20 - (t21)
    t23 = tl.exp(t22)
    t24 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c1[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t30 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t31 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t24, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t30, 0.0), 2), axis=3)
    t32 = (t31) * (0.25)
    t33 = t32 + t19
    t34 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t33, -float('inf')), axis=3, keep_dims=True)
    acc38 = tl.full([T_c0, F_n0, T_c1, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t25 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c4[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t26 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t24, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t25, 0.0), 2), axis=3)
        t27 = (t26) * (0.25)
        t28 = tl.load(m10_ptr + offs_c1[None, None, :, None] * m10_s2 + offs_c4[None, None, None, :] * m10_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t29 = t27 + t28
        t35 = t29 - (t34)
        t36 = tl.exp(t35)
        t37 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t36, 0.0), axis=3, keep_dims=True)
        acc38 = acc38 + t37
    t39 = (t23) / (acc38)
    t41 = tl.load(m40_ptr + offs_c0[:, None, None, None] * m40_s0 + offs_n0[None, :, None, None] * m40_s1 + offs_c1[None, None, :, None] * m40_s2 + offs_n2[None, None, None, :] * m40_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t44 = tl.load(m42_ptr + offs_c0[:, None, None, None] * m42_s0 + offs_n0[None, :, None, None] * m42_s1 + offs_n2[None, None, :, None] * m42_s2 + offs_n1[None, None, None, :] * m42_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t41, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t44, 0.0), 2), axis=3)
    t46 = (t45) * (0.25)
    t47 = t46 + t19
    t48 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t47, -float('inf')), axis=3, keep_dims=True)
    t49 = t47 - (t48)
    t50 = tl.exp(t49)
    t51 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t50, 0.0), axis=3, keep_dims=True)
    t52 = (t50) / (t51)
    t53 = (t52) * (0.8375055882312481)
    t54 = t39 - (t53)
    t56 = tl.load(m55_ptr + offs_c0[:, None, None, None] * m55_s0 + offs_n0[None, :, None, None] * m55_s1 + offs_n1[None, None, :, None] * m55_s2 + offs_c2[None, None, None, :] * m55_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t57 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t54, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t56, 0.0), 2), axis=3)
    t60 = tl.load(m58_ptr + offs_c2[None, None, None, :] * m58_s3, mask=(offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t61 = (t57) * (t60)
    t62 = tl.load(m55_ptr + offs_c0[:, None, None, None] * m55_s0 + offs_n0[None, :, None, None] * m55_s1 + offs_n1[None, None, :, None] * m55_s2 + offs_n1[None, None, None, :] * m55_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t63 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t54, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t62, 0.0), 2), axis=3)
    t64 = (t63) * (t63)
    t65 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t64, 0.0), axis=3, keep_dims=True)
    t66 = t65 + 0.00032
    t67 = tl.rsqrt(t66)
    t68 = (t61) * (t67)
    t69 = (t68) * (1.2241106391612262)
    tl.store(buf70_ptr + offs_c0[:, None, None, None] * buf70_s0 + offs_n0[None, :, None, None] * buf70_s1 + offs_c1[None, None, :, None] * buf70_s2 + offs_c2[None, None, None, :] * buf70_s3, t69, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m14 = _iota([32, 32], 1, device)
    m15 = _iota([32, 32], 0, device)
    m13 = _BINARY["Sub"](m14, m15)
    m16 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m12 = _BINARY["Ge"](m13, m16)
    m17 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m18 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m11 = torch.where(m12, m17, m18)
    m10 = m11.reshape([1, 1, 32, 32])
    m40 = inputs['q2']
    m43 = inputs['k2']
    m42 = m43.permute([0, 1, 3, 2])
    m55 = inputs['v']
    m59 = inputs['w_subln']
    m58 = m59.reshape([1, 1, 1, 32])
    buf70 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m55_s3=m55.stride(3), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m58_s2=m58.stride(2), m58_s3=m58.stride(3), buf70_ptr=buf70, buf70_s0=buf70.stride(0), buf70_s1=buf70.stride(1), buf70_s2=buf70.stride(2), buf70_s3=buf70.stride(3), E_c0=2, E_c1=32, E_c2=32, E_c3=16, E_c4=32, E_n0=4, E_n1=32, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf70


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
