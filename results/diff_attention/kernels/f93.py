"""diff_attention [small], candidate 93: 1 kernel(s)

Rendered by EqiForge from candidate 93 of diff_attention [small]: grid(v.0@0, v.1@1, v.3@3) loop(v.2[32]: pair(sum, sum)) [9 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: grid v.1@1[4]
    c2: grid v.3@3[32]
    c3: loop v.2[32]

Run it on its own: `python kernels/f93.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 16, "c3": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 32, "c3": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, m83_ptr, m83_s0, m83_s1, m83_s2, m83_s3, buf88_ptr, buf88_s0, buf88_s1, buf88_s2, buf88_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf88: Combine over grid v.0@0[2], grid v.1@1[4], grid v.3@3[32]
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
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t19, 0.0), 2), axis=3)
    t21 = (t20) * (0.25)
    t22 = tl.load(m8_ptr + offs_n0[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t23 = t21 + t22
    t24 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t23, -float('inf')), axis=3, keep_dims=True)
    t27 = t23 - (t24)
    t28 = tl.exp(t27)
    t29 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t28, 0.0), axis=3, keep_dims=True)
    t32 = tl.load(m31_ptr + offs_c0[:, None, None, None] * m31_s0 + offs_c1[None, :, None, None] * m31_s1 + offs_n0[None, None, :, None] * m31_s2 + offs_n1[None, None, None, :] * m31_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t39 = tl.load(m33_ptr + offs_c0[:, None, None, None] * m33_s0 + offs_c1[None, :, None, None] * m33_s1 + offs_n1[None, None, :, None] * m33_s2 + offs_n0[None, None, None, :] * m33_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t40 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t32, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t39, 0.0), 2), axis=3)
    t41 = (t40) * (0.25)
    t42 = t41 + t22
    t43 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t42, -float('inf')), axis=3, keep_dims=True)
    t46 = t42 - (t43)
    t47 = tl.exp(t46)
    t48 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t47, 0.0), axis=3, keep_dims=True)
    acc56 = tl.full([T_c0, T_c1, F_n0, T_c2], 0.0, tl.float32)
    acc57 = tl.full([T_c0, T_c1, F_n0, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        t17 = tl.load(m8_ptr + offs_n0[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t18 = t7 + t17
        t25 = t18 - (t24)
        t26 = tl.exp(t25)
        t30 = (t26) / (t29)
        t35 = tl.load(m33_ptr + offs_c0[:, None, None, None] * m33_s0 + offs_c1[None, :, None, None] * m33_s1 + offs_n1[None, None, :, None] * m33_s2 + offs_c3[None, None, None, :] * m33_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t36 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t32, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t35, 0.0), 2), axis=3)
        t37 = (t36) * (0.25)
        t38 = t37 + t17
        t44 = t38 - (t43)
        t45 = tl.exp(t44)
        t49 = (t45) / (t48)
        t50 = (t49) * (0.8375055882312481)
        t51 = t30 - (t50)
        t53 = tl.load(m52_ptr + offs_c0[:, None, None, None] * m52_s0 + offs_c1[None, :, None, None] * m52_s1 + offs_c3[None, None, :, None] * m52_s2 + offs_c2[None, None, None, :] * m52_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t54 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t51, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t53, 0.0), 2), axis=3)
        t55 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t45, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t53, 0.0), 2), axis=3)
        acc56 = acc56 + t54
        acc57 = acc57 + t55
    t58 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t19, 0.0), 2), axis=3)
    t59 = (t58) * (0.25)
    t60 = t59 + t22
    t61 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t60, -float('inf')), axis=3, keep_dims=True)
    t62 = t60 - (t61)
    t63 = tl.exp(t62)
    t64 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t63, 0.0), axis=3, keep_dims=True)
    t65 = (t63) / (t64)
    t66 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t32, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t39, 0.0), 2), axis=3)
    t67 = (t66) * (0.25)
    t68 = t67 + t22
    t69 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t68, -float('inf')), axis=3, keep_dims=True)
    t70 = t68 - (t69)
    t71 = tl.exp(t70)
    t72 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t71, 0.0), axis=3, keep_dims=True)
    t73 = (t71) / (t72)
    t74 = (t73) * (0.8375055882312481)
    t75 = t65 - (t74)
    t76 = tl.load(m52_ptr + offs_c0[:, None, None, None] * m52_s0 + offs_c1[None, :, None, None] * m52_s1 + offs_n0[None, None, :, None] * m52_s2 + offs_n0[None, None, None, :] * m52_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t77 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t75, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t76, 0.0), 2), axis=3)
    t78 = (t77) * (t77)
    t79 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t78, 0.0), axis=3, keep_dims=True)
    t80 = t79 + 0.00032
    t81 = tl.rsqrt(t80)
    t82 = (acc56) * (t81)
    t85 = tl.load(m83_ptr + offs_c2[None, None, None, :] * m83_s3, mask=(offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t86 = (t82) * (t85)
    t87 = (t86) * (1.2241106391612262)
    tl.store(buf88_ptr + offs_c0[:, None, None, None] * buf88_s0 + offs_c1[None, :, None, None] * buf88_s1 + offs_n0[None, None, :, None] * buf88_s2 + offs_c2[None, None, None, :] * buf88_s3, t87, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m31 = inputs['q2']
    m34 = inputs['k2']
    m33 = m34.permute([0, 1, 3, 2])
    m52 = inputs['v']
    m84 = inputs['w_subln']
    m83 = m84.reshape([1, 1, 1, 32])
    buf88 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), m83_ptr=m83, m83_s0=m83.stride(0), m83_s1=m83.stride(1), m83_s2=m83.stride(2), m83_s3=m83.stride(3), buf88_ptr=buf88, buf88_s0=buf88.stride(0), buf88_s1=buf88.stride(1), buf88_s2=buf88.stride(2), buf88_s3=buf88.stride(3), E_c0=2, E_c1=4, E_c2=32, E_c3=32, E_n0=32, E_n1=16, F_n0=_pow2(32), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf88


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
