"""diff_attention [small], candidate 900: 1 kernel(s)

Rendered by EqiForge from candidate 900 of diff_attention [small]: grid(v.0@0, v.1@1) loop(v.2[32]: sum) {loop(k1.3[16]: pair(sum, sum))} loop(v.3[32]: sum) [8 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: grid v.1@1[4]
    c2: loop v.2[32]
    c3: loop k1.3[16]
    c4: loop v.3[32]

Run it on its own: `python kernels/f900.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 16, "c3": 8, "c4": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 32, "c3": 16, "c4": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m34_ptr, m34_s0, m34_s1, m34_s2, m34_s3, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m55_ptr, m55_s0, m55_s1, m55_s2, m55_s3, buf86_ptr, buf86_s0, buf86_s1, buf86_s2, buf86_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf86: Combine over grid v.0@0[2], grid v.1@1[4]
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
    t21 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t22 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t23 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t22, 0.0), 2), axis=3)
    t24 = (t23) * (0.25)
    t25 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t26 = t24 + t25
    t27 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
    t30 = t26 - (t27)
    t31 = tl.exp(t30)
    t32 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t31, 0.0), axis=3, keep_dims=True)
    acc37 = tl.full([T_c0, T_c1, F_n0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc8 = tl.full([T_c0, T_c1, F_n0, T_c2], 0.0, tl.float32)
        acc9 = tl.full([T_c0, T_c1, F_n0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
            t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t6 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t5, 0.0), 2), axis=3)
            t7 = (t6) * (0.25)
            acc8 = acc8 + t7
            acc9 = acc9 + t6
        t19 = tl.load(m10_ptr + offs_n0[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t20 = acc8 + t19
        t28 = t20 - (t27)
        t29 = tl.exp(t28)
        t33 = (t29) / (t32)
        t35 = tl.load(m34_ptr + offs_c0[:, None, None, None] * m34_s0 + offs_c1[None, :, None, None] * m34_s1 + offs_c2[None, None, :, None] * m34_s2 + offs_n0[None, None, None, :] * m34_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t36 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t33, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t35, 0.0), 2), axis=3)
        acc37 = acc37 + t36
    t39 = tl.load(m38_ptr + offs_c0[:, None, None, None] * m38_s0 + offs_c1[None, :, None, None] * m38_s1 + offs_n0[None, None, :, None] * m38_s2 + offs_n1[None, None, None, :] * m38_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t42 = tl.load(m40_ptr + offs_c0[:, None, None, None] * m40_s0 + offs_c1[None, :, None, None] * m40_s1 + offs_n1[None, None, :, None] * m40_s2 + offs_n0[None, None, None, :] * m40_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t43 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t39, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t42, 0.0), 2), axis=3)
    t44 = (t43) * (0.25)
    t45 = t44 + t25
    t46 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t45, -float('inf')), axis=3, keep_dims=True)
    t47 = t45 - (t46)
    t48 = tl.exp(t47)
    t49 = tl.load(m34_ptr + offs_c0[:, None, None, None] * m34_s0 + offs_c1[None, :, None, None] * m34_s1 + offs_n0[None, None, :, None] * m34_s2 + offs_n0[None, None, None, :] * m34_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t50 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t48, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t49, 0.0), 2), axis=3)
    t51 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t48, 0.0), axis=3, keep_dims=True)
    t52 = (t50) / (t51)
    t53 = (t52) * (0.8375055882312481)
    t54 = acc37 - (t53)
    t57 = tl.load(m55_ptr + offs_n0[None, None, None, :] * m55_s3, mask=(offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t58 = (t54) * (t57)
    t59 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t22, 0.0), 2), axis=3)
    t60 = (t59) * (0.25)
    t61 = t60 + t25
    t62 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t61, -float('inf')), axis=3, keep_dims=True)
    t63 = t61 - (t62)
    t64 = tl.exp(t63)
    t65 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t64, 0.0), axis=3, keep_dims=True)
    t66 = (t64) / (t65)
    t67 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t39, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t42, 0.0), 2), axis=3)
    t68 = (t67) * (0.25)
    t69 = t68 + t25
    t70 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t69, -float('inf')), axis=3, keep_dims=True)
    t71 = t69 - (t70)
    t72 = tl.exp(t71)
    t73 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t72, 0.0), axis=3, keep_dims=True)
    t74 = (t72) / (t73)
    t75 = (t74) * (0.8375055882312481)
    t76 = t66 - (t75)
    acc81 = tl.full([T_c0, T_c1, F_n0, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t77 = tl.load(m34_ptr + offs_c0[:, None, None, None] * m34_s0 + offs_c1[None, :, None, None] * m34_s1 + offs_n0[None, None, :, None] * m34_s2 + offs_c4[None, None, None, :] * m34_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t78 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t76, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t77, 0.0), 2), axis=3)
        t79 = (t78) * (t78)
        t80 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t79, 0.0), axis=3, keep_dims=True)
        acc81 = acc81 + t80
    t82 = acc81 + 0.00032
    t83 = tl.rsqrt(t82)
    t84 = (t58) * (t83)
    t85 = (t84) * (1.2241106391612262)
    tl.store(buf86_ptr + offs_c0[:, None, None, None] * buf86_s0 + offs_c1[None, :, None, None] * buf86_s1 + offs_n0[None, None, :, None] * buf86_s2 + offs_n0[None, None, None, :] * buf86_s3, t85, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


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
    m34 = inputs['v']
    m38 = inputs['q2']
    m41 = inputs['k2']
    m40 = m41.permute([0, 1, 3, 2])
    m56 = inputs['w_subln']
    m55 = m56.reshape([1, 1, 1, 32])
    buf86 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m34_s2=m34.stride(2), m34_s3=m34.stride(3), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m55_s2=m55.stride(2), m55_s3=m55.stride(3), buf86_ptr=buf86, buf86_s0=buf86.stride(0), buf86_s1=buf86.stride(1), buf86_s2=buf86.stride(2), buf86_s3=buf86.stride(3), E_c0=2, E_c1=4, E_c2=32, E_c3=16, E_c4=32, E_n0=32, E_n1=16, F_n0=_pow2(32), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf86


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
