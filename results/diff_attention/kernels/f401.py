"""diff_attention [small], candidate 401: 1 kernel(s)

Rendered by EqiForge from candidate 401 of diff_attention [small]: grid(v.0@0, v.1@1, v.3@3) loop(k2.3[16]: pair(sum, sum)) loop(v.2[32]: pair(sum, sum)) [9 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: grid v.1@1[4]
    c2: grid v.3@3[32]
    c3: loop k2.3[16]
    c4: loop v.2[32]

Run it on its own: `python kernels/f401.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m24_ptr, m24_s0, m24_s1, m24_s2, m24_s3, m26_ptr, m26_s0, m26_s1, m26_s2, m26_s3, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, buf92_ptr, buf92_s0, buf92_s1, buf92_s2, buf92_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf92: Combine over grid v.0@0[2], grid v.1@1[4], grid v.3@3[32]
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
    t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = (t6) * (0.25)
    t17 = tl.load(m8_ptr + offs_n0[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t18 = t7 + t17
    t19 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t18, -float('inf')), axis=3, keep_dims=True)
    t20 = t18 - (t19)
    t21 = tl.exp(t20)
    t22 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t21, 0.0), axis=3, keep_dims=True)
    t23 = (t21) / (t22)
    acc31 = tl.full([T_c0, T_c1, F_n0, F_n0], 0.0, tl.float32)
    acc32 = tl.full([T_c0, T_c1, F_n0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t25 = tl.load(m24_ptr + offs_c0[:, None, None, None] * m24_s0 + offs_c1[None, :, None, None] * m24_s1 + offs_n0[None, None, :, None] * m24_s2 + offs_c3[None, None, None, :] * m24_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t28 = tl.load(m26_ptr + offs_c0[:, None, None, None] * m26_s0 + offs_c1[None, :, None, None] * m26_s1 + offs_c3[None, None, :, None] * m26_s2 + offs_n0[None, None, None, :] * m26_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t29 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t25, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t28, 0.0), 2), axis=3)
        t30 = (t29) * (0.25)
        acc31 = acc31 + t30
        acc32 = acc32 + t29
    t33 = acc31 + t17
    t34 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t33, -float('inf')), axis=3, keep_dims=True)
    t35 = t33 - (t34)
    t36 = tl.exp(t35)
    t37 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t36, 0.0), axis=3, keep_dims=True)
    t38 = (t36) / (t37)
    t39 = (t38) * (0.8375055882312481)
    t40 = t23 - (t39)
    t42 = tl.load(m41_ptr + offs_c0[:, None, None, None] * m41_s0 + offs_c1[None, :, None, None] * m41_s1 + offs_n0[None, None, :, None] * m41_s2 + offs_c2[None, None, None, :] * m41_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t43 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t40, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t42, 0.0), 2), axis=3)
    t46 = tl.load(m44_ptr + offs_c2[None, None, None, :] * m44_s3, mask=(offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t47 = (t43) * (t46)
    t53 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t5, 0.0), 2), axis=3)
    t54 = (t53) * (0.25)
    t55 = t54 + t17
    t56 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t55, -float('inf')), axis=3, keep_dims=True)
    t59 = t55 - (t56)
    t60 = tl.exp(t59)
    t61 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t60, 0.0), axis=3, keep_dims=True)
    t63 = tl.load(m24_ptr + offs_c0[:, None, None, None] * m24_s0 + offs_c1[None, :, None, None] * m24_s1 + offs_n0[None, None, :, None] * m24_s2 + offs_n1[None, None, None, :] * m24_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t68 = tl.load(m26_ptr + offs_c0[:, None, None, None] * m26_s0 + offs_c1[None, :, None, None] * m26_s1 + offs_n1[None, None, :, None] * m26_s2 + offs_n0[None, None, None, :] * m26_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t69 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t63, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t68, 0.0), 2), axis=3)
    t70 = (t69) * (0.25)
    t71 = t70 + t17
    t72 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t71, -float('inf')), axis=3, keep_dims=True)
    t75 = t71 - (t72)
    t76 = tl.exp(t75)
    t77 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t76, 0.0), axis=3, keep_dims=True)
    acc84 = tl.full([T_c0, T_c1, F_n0, F_n0], 0.0, tl.float32)
    acc85 = tl.full([T_c0, T_c1, F_n0, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t48 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_c4[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t49 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t48, 0.0), 2), axis=3)
        t50 = (t49) * (0.25)
        t51 = tl.load(m8_ptr + offs_n0[None, None, :, None] * m8_s2 + offs_c4[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t52 = t50 + t51
        t57 = t52 - (t56)
        t58 = tl.exp(t57)
        t62 = (t58) / (t61)
        t64 = tl.load(m26_ptr + offs_c0[:, None, None, None] * m26_s0 + offs_c1[None, :, None, None] * m26_s1 + offs_n1[None, None, :, None] * m26_s2 + offs_c4[None, None, None, :] * m26_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t65 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t63, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t64, 0.0), 2), axis=3)
        t66 = (t65) * (0.25)
        t67 = t66 + t51
        t73 = t67 - (t72)
        t74 = tl.exp(t73)
        t78 = (t74) / (t77)
        t79 = (t78) * (0.8375055882312481)
        t80 = t62 - (t79)
        t81 = tl.load(m41_ptr + offs_c0[:, None, None, None] * m41_s0 + offs_c1[None, :, None, None] * m41_s1 + offs_c4[None, None, :, None] * m41_s2 + offs_n0[None, None, None, :] * m41_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t82 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t80, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t81, 0.0), 2), axis=3)
        t83 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t74, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t81, 0.0), 2), axis=3)
        acc84 = acc84 + t82
        acc85 = acc85 + t83
    t86 = (acc84) * (acc84)
    t87 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t86, 0.0), axis=3, keep_dims=True)
    t88 = t87 + 0.00032
    t89 = tl.rsqrt(t88)
    t90 = (t47) * (t89)
    t91 = (t90) * (1.2241106391612262)
    tl.store(buf92_ptr + offs_c0[:, None, None, None] * buf92_s0 + offs_c1[None, :, None, None] * buf92_s1 + offs_n0[None, None, :, None] * buf92_s2 + offs_c2[None, None, None, :] * buf92_s3, t91, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m41 = inputs['v']
    m45 = inputs['w_subln']
    m44 = m45.reshape([1, 1, 1, 32])
    buf92 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m24_s3=m24.stride(3), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m26_s3=m26.stride(3), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), buf92_ptr=buf92, buf92_s0=buf92.stride(0), buf92_s1=buf92.stride(1), buf92_s2=buf92.stride(2), buf92_s3=buf92.stride(3), E_c0=2, E_c1=4, E_c2=32, E_c3=16, E_c4=32, E_n0=32, E_n1=16, F_n0=_pow2(32), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf92


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
