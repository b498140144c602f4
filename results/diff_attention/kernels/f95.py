"""diff_attention [small], candidate 95: 2 kernel(s)

Rendered by EqiForge from candidate 95 of diff_attention [small]: store(v.2[32]) loop(k1.3[16]: sum) ; grid(v.0@0) loop(k1.3[16]: sum) loop(v.2[32]: rescale, stored) loop(k2.3[16]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: loop k1.3[16]
    c2: loop v.2[32]
    c3: loop k2.3[16]

Run it on its own: `python kernels/f95.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 16, "c3": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 16, "c2": 32, "c3": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, states36_s4, states36_s5, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, states37_s4, states37_s5, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states36, states37: Collect over loop v.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc23 = tl.full([T_c0, F_n0, F_n1, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t20 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t21 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t22 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t20, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t21, 0.0), 2), axis=3)
        acc23 = acc23 + t22
    t24 = (acc23) * (0.25)
    t25 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t26 = t24 + t25
    t27 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t26, -float('inf')), axis=3, keep_dims=True)
    t28 = t27 - (t27)
    t29 = t28 == t28
    t30 = (t29) == 0
    t31 = tl.exp(t27)
    t32 = tl.where(t30, t31, t27)
    t33 = t26 - (t32)
    t34 = tl.exp(t33)
    t35 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t34, 0.0), axis=3, keep_dims=True)
    tl.store(states36_ptr + i_c0 * states36_s0 + i_c2 * states36_s1 + tl.arange(0, T_c0)[:, None, None, None] * states36_s2 + tl.arange(0, F_n0)[None, :, None, None] * states36_s3 + tl.arange(0, F_n1)[None, None, :, None] * states36_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32), t27)
    tl.store(states37_ptr + i_c0 * states37_s0 + i_c2 * states37_s1 + tl.arange(0, T_c0)[:, None, None, None] * states37_s2 + tl.arange(0, F_n0)[None, :, None, None] * states37_s3 + tl.arange(0, F_n1)[None, None, :, None] * states37_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32), t35)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, states36_s4, states36_s5, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, states37_s4, states37_s5, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m50_ptr, m50_s0, m50_s1, m50_s2, m50_s3, m64_ptr, m64_s0, m64_s1, m64_s2, m64_s3, m72_ptr, m72_s0, m72_s1, m72_s2, m72_s3, buf77_ptr, buf77_s0, buf77_s1, buf77_s2, buf77_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf77: Combine over grid v.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc7 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc7 = acc7 + t6
    t8 = (acc7) * (0.25)
    t18 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t19 = t8 + t18
    acc40 = tl.full([T_c0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc41 = tl.full([T_c0, F_n0, F_n1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t38 = tl.load(states36_ptr + i_c0 * states36_s0 + i_c2 * states36_s1 + tl.arange(0, T_c0)[:, None, None, None] * states36_s2 + tl.arange(0, F_n0)[None, :, None, None] * states36_s3 + tl.arange(0, F_n1)[None, None, :, None] * states36_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32))
        t39 = tl.load(states37_ptr + i_c0 * states37_s0 + i_c2 * states37_s1 + tl.arange(0, T_c0)[:, None, None, None] * states37_s2 + tl.arange(0, F_n0)[None, :, None, None] * states37_s3 + tl.arange(0, F_n1)[None, None, :, None] * states37_s4 + tl.zeros([T_c0, F_n0, F_n1, 1], tl.int32))
        m42 = tl.maximum(acc40, t38)
        r43 = tl.where(acc40 == -float("inf"), 0.0, tl.exp(acc40 - m42))
        r44 = tl.where(t38 == -float("inf"), 0.0, tl.exp(t38 - m42))
        acc41 = tl.where(acc40 == -float("inf"), 0.0, acc41 * r43) + tl.where(t38 == -float("inf"), 0.0, t39 * r44)
        acc40 = m42
    t45 = t19 - (acc40)
    t46 = tl.exp(t45)
    t47 = (t46) / (acc41)
    acc54 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t49 = tl.load(m48_ptr + offs_c0[:, None, None, None] * m48_s0 + offs_n0[None, :, None, None] * m48_s1 + offs_n1[None, None, :, None] * m48_s2 + offs_c3[None, None, None, :] * m48_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t52 = tl.load(m50_ptr + offs_c0[:, None, None, None] * m50_s0 + offs_n0[None, :, None, None] * m50_s1 + offs_c3[None, None, :, None] * m50_s2 + offs_n1[None, None, None, :] * m50_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t53 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t49, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t52, 0.0), 2), axis=3)
        acc54 = acc54 + t53
    t55 = (acc54) * (0.25)
    t56 = t55 + t18
    t57 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t56, -float('inf')), axis=3, keep_dims=True)
    t58 = t56 - (t57)
    t59 = tl.exp(t58)
    t60 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t59, 0.0), axis=3, keep_dims=True)
    t61 = (t59) / (t60)
    t62 = (t61) * (0.8375055882312481)
    t63 = t47 - (t62)
    t65 = tl.load(m64_ptr + offs_c0[:, None, None, None] * m64_s0 + offs_n0[None, :, None, None] * m64_s1 + offs_n1[None, None, :, None] * m64_s2 + offs_n1[None, None, None, :] * m64_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t66 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t63, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t65, 0.0), 2), axis=3)
    t67 = (t66) * (t66)
    t68 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t67, 0.0), axis=3, keep_dims=True)
    t69 = t68 + 0.00032
    t70 = tl.rsqrt(t69)
    t71 = (t66) * (t70)
    t74 = tl.load(m72_ptr + offs_n1[None, None, None, :] * m72_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t75 = (t71) * (t74)
    t76 = (t75) * (1.2241106391612262)
    tl.store(buf77_ptr + offs_c0[:, None, None, None] * buf77_s0 + offs_n0[None, :, None, None] * buf77_s1 + offs_n1[None, None, :, None] * buf77_s2 + offs_n1[None, None, None, :] * buf77_s3, t76, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m13 = _iota([32, 32], 1, device)
    m14 = _iota([32, 32], 0, device)
    m12 = _BINARY["Sub"](m13, m14)
    m15 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Ge"](m12, m15)
    m16 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m17 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m10 = torch.where(m11, m16, m17)
    m9 = m10.reshape([1, 1, 32, 32])
    states36 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states37 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), states36_s4=states36.stride(4), states36_s5=states36.stride(5), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), states37_s4=states37.stride(4), states37_s5=states37.stride(5), E_c0=2, E_c1=16, E_c2=32, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m48 = inputs['q2']
    m51 = inputs['k2']
    m50 = m51.permute([0, 1, 3, 2])
    m64 = inputs['v']
    m73 = inputs['w_subln']
    m72 = m73.reshape([1, 1, 1, 32])
    buf77 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), states36_s4=states36.stride(4), states36_s5=states36.stride(5), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), states37_s4=states37.stride(4), states37_s5=states37.stride(5), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m50_s2=m50.stride(2), m50_s3=m50.stride(3), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m64_s2=m64.stride(2), m64_s3=m64.stride(3), m72_ptr=m72, m72_s0=m72.stride(0), m72_s1=m72.stride(1), m72_s2=m72.stride(2), m72_s3=m72.stride(3), buf77_ptr=buf77, buf77_s0=buf77.stride(0), buf77_s1=buf77.stride(1), buf77_s2=buf77.stride(2), buf77_s3=buf77.stride(3), E_c0=2, E_c1=16, E_c2=32, E_c3=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf77


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
