"""diff_attention [small], candidate 1023: 1 kernel(s)

Rendered by EqiForge from candidate 1023 of diff_attention [small]: grid(v.0@0, v.3@3) loop(v.2[32]: sum) {loop(k2.3[16]: pair(sum, sum))} loop(v.3[32]: sum) [8 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: grid v.3@3[32]
    c2: loop v.2[32]
    c3: loop k2.3[16]
    c4: loop v.3[32]

Run it on its own: `python kernels/f1023.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m33_ptr, m33_s0, m33_s1, m33_s2, m33_s3, m55_ptr, m55_s0, m55_s1, m55_s2, m55_s3, m59_ptr, m59_s0, m59_s1, m59_s2, m59_s3, buf90_ptr, buf90_s0, buf90_s1, buf90_s2, buf90_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf90: Combine over grid v.0@0[2], grid v.3@3[32]
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
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t19, 0.0), 2), axis=3)
    t21 = (t20) * (0.25)
    t22 = tl.load(m8_ptr + offs_n1[None, None, :, None] * m8_s2 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t23 = t21 + t22
    t24 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t23, -float('inf')), axis=3, keep_dims=True)
    t27 = t23 - (t24)
    t28 = tl.exp(t27)
    t29 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t28, 0.0), axis=3, keep_dims=True)
    t41 = tl.load(m31_ptr + offs_c0[:, None, None, None] * m31_s0 + offs_n0[None, :, None, None] * m31_s1 + offs_n1[None, None, :, None] * m31_s2 + offs_n2[None, None, None, :] * m31_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t42 = tl.load(m33_ptr + offs_c0[:, None, None, None] * m33_s0 + offs_n0[None, :, None, None] * m33_s1 + offs_n2[None, None, :, None] * m33_s2 + offs_n1[None, None, None, :] * m33_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t43 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t41, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t42, 0.0), 2), axis=3)
    t44 = (t43) * (0.25)
    t45 = t44 + t22
    t46 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t45, -float('inf')), axis=3, keep_dims=True)
    t49 = t45 - (t46)
    t50 = tl.exp(t49)
    t51 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t50, 0.0), axis=3, keep_dims=True)
    acc58 = tl.full([T_c0, F_n0, F_n1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        t17 = tl.load(m8_ptr + offs_n1[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t18 = t7 + t17
        t25 = t18 - (t24)
        t26 = tl.exp(t25)
        t30 = (t26) / (t29)
        acc38 = tl.full([T_c0, F_n0, F_n1, T_c2], 0.0, tl.float32)
        acc39 = tl.full([T_c0, F_n0, F_n1, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t32 = tl.load(m31_ptr + offs_c0[:, None, None, None] * m31_s0 + offs_n0[None, :, None, None] * m31_s1 + offs_n1[None, None, :, None] * m31_s2 + offs_c3[None, None, None, :] * m31_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
            t35 = tl.load(m33_ptr + offs_c0[:, None, None, None] * m33_s0 + offs_n0[None, :, None, None] * m33_s1 + offs_c3[None, None, :, None] * m33_s2 + offs_c2[None, None, None, :] * m33_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t36 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t32, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t35, 0.0), 2), axis=3)
            t37 = (t36) * (0.25)
            acc38 = acc38 + t37
            acc39 = acc39 + t36
        t40 = acc38 + t17
        t47 = t40 - (t46)
        t48 = tl.exp(t47)
        t52 = (t48) / (t51)
        t53 = (t52) * (0.8375055882312481)
        t54 = t30 - (t53)
        t56 = tl.load(m55_ptr + offs_c0[:, None, None, None] * m55_s0 + offs_n0[None, :, None, None] * m55_s1 + offs_c2[None, None, :, None] * m55_s2 + offs_c1[None, None, None, :] * m55_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t57 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t54, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t56, 0.0), 2), axis=3)
        acc58 = acc58 + t57
    t61 = tl.load(m59_ptr + offs_c1[None, None, None, :] * m59_s3, mask=(offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t62 = (acc58) * (t61)
    t63 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t19, 0.0), 2), axis=3)
    t64 = (t63) * (0.25)
    t65 = t64 + t22
    t66 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t65, -float('inf')), axis=3, keep_dims=True)
    t67 = t65 - (t66)
    t68 = tl.exp(t67)
    t69 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
    t70 = (t68) / (t69)
    t71 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t41, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t42, 0.0), 2), axis=3)
    t72 = (t71) * (0.25)
    t73 = t72 + t22
    t74 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t73, -float('inf')), axis=3, keep_dims=True)
    t75 = t73 - (t74)
    t76 = tl.exp(t75)
    t77 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t76, 0.0), axis=3, keep_dims=True)
    t78 = (t76) / (t77)
    t79 = (t78) * (0.8375055882312481)
    t80 = t70 - (t79)
    acc85 = tl.full([T_c0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t81 = tl.load(m55_ptr + offs_c0[:, None, None, None] * m55_s0 + offs_n0[None, :, None, None] * m55_s1 + offs_n1[None, None, :, None] * m55_s2 + offs_c4[None, None, None, :] * m55_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t82 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t80, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t81, 0.0), 2), axis=3)
        t83 = (t82) * (t82)
        t84 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t83, 0.0), axis=3, keep_dims=True)
        acc85 = acc85 + t84
    t86 = acc85 + 0.00032
    t87 = tl.rsqrt(t86)
    t88 = (t62) * (t87)
    t89 = (t88) * (1.2241106391612262)
    tl.store(buf90_ptr + offs_c0[:, None, None, None] * buf90_s0 + offs_n0[None, :, None, None] * buf90_s1 + offs_n1[None, None, :, None] * buf90_s2 + offs_c1[None, None, None, :] * buf90_s3, t89, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m55 = inputs['v']
    m60 = inputs['w_subln']
    m59 = m60.reshape([1, 1, 1, 32])
    buf90 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m33_s2=m33.stride(2), m33_s3=m33.stride(3), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m55_s3=m55.stride(3), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m59_s3=m59.stride(3), buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), buf90_s2=buf90.stride(2), buf90_s3=buf90.stride(3), E_c0=2, E_c1=32, E_c2=32, E_c3=16, E_c4=32, E_n0=4, E_n1=32, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf90


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
