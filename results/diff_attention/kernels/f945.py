"""diff_attention [small], candidate 945: 1 kernel(s)

Rendered by EqiForge from candidate 945 of diff_attention [small]: grid(v.0@0, v.3@3) loop(k1.3[16]: pair(sum, sum)) loop(v.2[32]: pair(sum, sum)) loop(v.3[32]: sum) [8 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: grid v.3@3[32]
    c2: loop k1.3[16]
    c3: loop v.2[32]
    c4: loop v.3[32]

Run it on its own: `python kernels/f945.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 16, "c4": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 16, "c3": 32, "c4": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m24_ptr, m24_s0, m24_s1, m24_s2, m24_s3, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m55_ptr, m55_s0, m55_s1, m55_s2, m55_s3, buf88_ptr, buf88_s0, buf88_s1, buf88_s2, buf88_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf88: Combine over grid v.0@0[2], grid v.3@3[32]
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
    acc8 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    acc9 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        acc8 = acc8 + t7
        acc9 = acc9 + t6
    t19 = tl.load(m10_ptr + offs_n1[None, None, :, None] * m10_s2 + offs_n1[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t20 = acc8 + t19
    t21 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t20, -float('inf')), axis=3, keep_dims=True)
    t22 = t20 - (t21)
    t23 = tl.exp(t22)
    t25 = tl.load(m24_ptr + offs_c0[:, None, None, None] * m24_s0 + offs_n0[None, :, None, None] * m24_s1 + offs_n1[None, None, :, None] * m24_s2 + offs_c1[None, None, None, :] * m24_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t26 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t23, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t25, 0.0), 2), axis=3)
    t27 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t23, 0.0), axis=3, keep_dims=True)
    t28 = (t26) / (t27)
    t30 = tl.load(m29_ptr + offs_c0[:, None, None, None] * m29_s0 + offs_n0[None, :, None, None] * m29_s1 + offs_n1[None, None, :, None] * m29_s2 + offs_n2[None, None, None, :] * m29_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t38 = tl.load(m31_ptr + offs_c0[:, None, None, None] * m31_s0 + offs_n0[None, :, None, None] * m31_s1 + offs_n2[None, None, :, None] * m31_s2 + offs_n1[None, None, None, :] * m31_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t39 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t30, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t38, 0.0), 2), axis=3)
    t40 = (t39) * (0.25)
    t41 = t40 + t19
    t42 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t41, -float('inf')), axis=3, keep_dims=True)
    t45 = t41 - (t42)
    t46 = tl.exp(t45)
    t47 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t46, 0.0), axis=3, keep_dims=True)
    acc52 = tl.full([T_c0, F_n0, F_n1, T_c1], 0.0, tl.float32)
    acc53 = tl.full([T_c0, F_n0, F_n1, T_c1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t33 = tl.load(m31_ptr + offs_c0[:, None, None, None] * m31_s0 + offs_n0[None, :, None, None] * m31_s1 + offs_n2[None, None, :, None] * m31_s2 + offs_c3[None, None, None, :] * m31_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t34 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t30, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t33, 0.0), 2), axis=3)
        t35 = (t34) * (0.25)
        t36 = tl.load(m10_ptr + offs_n1[None, None, :, None] * m10_s2 + offs_c3[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t37 = t35 + t36
        t43 = t37 - (t42)
        t44 = tl.exp(t43)
        t48 = (t44) / (t47)
        t49 = tl.load(m24_ptr + offs_c0[:, None, None, None] * m24_s0 + offs_n0[None, :, None, None] * m24_s1 + offs_c3[None, None, :, None] * m24_s2 + offs_c1[None, None, None, :] * m24_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t50 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t48, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t49, 0.0), 2), axis=3)
        t51 = (t50) * (0.8375055882312481)
        acc52 = acc52 + t51
        acc53 = acc53 + t50
    t54 = t28 - (acc52)
    t57 = tl.load(m55_ptr + offs_c1[None, None, None, :] * m55_s3, mask=(offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t58 = (t54) * (t57)
    t59 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t60 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t61 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t59, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t60, 0.0), 2), axis=3)
    t62 = (t61) * (0.25)
    t63 = t62 + t19
    t64 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t63, -float('inf')), axis=3, keep_dims=True)
    t65 = t63 - (t64)
    t66 = tl.exp(t65)
    t67 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t66, 0.0), axis=3, keep_dims=True)
    t68 = (t66) / (t67)
    t69 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t30, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t38, 0.0), 2), axis=3)
    t70 = (t69) * (0.25)
    t71 = t70 + t19
    t72 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t71, -float('inf')), axis=3, keep_dims=True)
    t73 = t71 - (t72)
    t74 = tl.exp(t73)
    t75 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t74, 0.0), axis=3, keep_dims=True)
    t76 = (t74) / (t75)
    t77 = (t76) * (0.8375055882312481)
    t78 = t68 - (t77)
    acc83 = tl.full([T_c0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t79 = tl.load(m24_ptr + offs_c0[:, None, None, None] * m24_s0 + offs_n0[None, :, None, None] * m24_s1 + offs_n1[None, None, :, None] * m24_s2 + offs_c4[None, None, None, :] * m24_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t80 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t78, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t79, 0.0), 2), axis=3)
        t81 = (t80) * (t80)
        t82 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t81, 0.0), axis=3, keep_dims=True)
        acc83 = acc83 + t82
    t84 = acc83 + 0.00032
    t85 = tl.rsqrt(t84)
    t86 = (t58) * (t85)
    t87 = (t86) * (1.2241106391612262)
    tl.store(buf88_ptr + offs_c0[:, None, None, None] * buf88_s0 + offs_n0[None, :, None, None] * buf88_s1 + offs_n1[None, None, :, None] * buf88_s2 + offs_c1[None, None, None, :] * buf88_s3, t87, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m24 = inputs['v']
    m29 = inputs['q2']
    m32 = inputs['k2']
    m31 = m32.permute([0, 1, 3, 2])
    m56 = inputs['w_subln']
    m55 = m56.reshape([1, 1, 1, 32])
    buf88 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m24_s3=m24.stride(3), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m55_s3=m55.stride(3), buf88_ptr=buf88, buf88_s0=buf88.stride(0), buf88_s1=buf88.stride(1), buf88_s2=buf88.stride(2), buf88_s3=buf88.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=32, E_c4=32, E_n0=4, E_n1=32, E_n2=16, F_n0=_pow2(4), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf88


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
